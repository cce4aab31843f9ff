// Temporary writing aid (deleted before hand-over): per-item cue diagnostics for some frauds.
import { FRAUD_CONTENT } from '@ffl/content/registry';
import { firstWord, hasExcuseClause, isSafeSounding, phrasesOf, phraseOverlap, isFirstWordOddOneOut, hasSafeSoundingDistractors, leansOnPage, measureBank } from '@ffl/content/quiz-quality';
import { fraudPageProse } from '@ffl/content/validate';
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import { fitCueModel, optionFeatures, pageProse, FEATURE_NAMES, type LabelledQuestion } from './support/quiz-strategies';

const asked = process.argv.slice(2).filter(isFraudId);
const brief = process.argv.includes('--brief');
const lab = (id: FraudId): LabelledQuestion[] => FRAUD_CONTENT[id].quiz.map((q) => ({ question: { id: q.id, prompt: q.prompt, options: q.options.map((o, i) => ({ id: i, text: o.text })) }, key: q.options.findIndex((o) => o.correct) }));
const KNOWN = /\b(?:number on the back|on the back of|already (?:have|had|on file|saved|know)|on file|you know|you trust|known (?:number|address|contact|channel)|official|directly|independently|in person|separately|your own|the real|genuine|trusted|saved|from your records|in your records|fraud line|the bank's app|report(?:s|ed|ing)?|verif(?:y|ies)|confirm(?:s)?|check(?:s)? with|hang up)\b/i;
const HEDGE = /\b(?:may|might|can|could|often|usually|some|most|likely|probably|rarely|tends?)\b/i;
const RISKY = /\b(?:pay|pays|paid|send|sends|share|shares|give|gives|click|clicks|install|installs|approve|approves|transfer|transfers|accept|accepts|trust|trusts|agree|agrees|sign|signs|enter|enters|buy|buys|invest|invests|download|downloads|read out|move|moves|ignore|ignores|delete|deletes|wait|waits|carry on|continue|keep using)\b/i;
let totKeyMost=0, totItems=0, totFit=0, totMatch=0;
for (const id of (asked.length ? asked : FRAUD_IDS)) {
  const model = fitCueModel(FRAUD_IDS.filter((o) => o !== id).flatMap(lab));
  const page = phrasesOf(fraudPageProse(FRAUD_CONTENT[id]).join('\n'));
  let fitAcc = 0, matchAcc = 0;
  const lines: string[] = [];
  for (const item of lab(id)) {
    const q = FRAUD_CONTENT[id].quiz.find((x) => x.id === item.question.id)!;
    const pick = model.strategy(item.question);
    const ov = q.options.map((o) => phraseOverlap(o.text, page));
    const max = Math.max(...ov); const ties = ov.filter((x) => x === max).length;
    const m = ov[item.key] === max ? 1 / ties : 0;
    fitAcc += pick[item.key] ?? 0; matchAcc += m;
    const flags = [isFirstWordOddOneOut(q) ? 'ODD1' : '', q.kind === 'scenario' && !hasSafeSoundingDistractors(q) ? 'NOSAFE' : '', q.options.some((o) => leansOnPage(o.explanation)) ? 'PAGE' : ''].filter(Boolean).join(' ');
    let h = 0; for (const c of q.id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    const plan = `plan: key ${['longest','2nd','3rd','shortest'][h % 4]}, excuse ${['none','none','key','a distractor'][(h >>> 3) % 4]}`;
    lines.push(`${q.id} ${q.kind[0]} ${plan} fit=${(pick[item.key] ?? 0).toFixed(2)} match=${m.toFixed(2)} ${flags}`);
    if (!brief) for (const [i, o] of q.options.entries()) {
      const shared = [...phrasesOf(o.text)].filter((p) => page.has(p));
      lines.push(`  ${o.correct ? 'K' : '-'} ${String(o.text.length).padStart(3)} ov${ov[i]} ${hasExcuseClause(o.text) ? 'X' : '.'}${isSafeSounding(o.text) ? 'S' : '.'}${KNOWN.test(o.text) ? 'K' : '.'}${RISKY.test(o.text) ? 'R' : '.'}${HEDGE.test(o.text) ? 'H' : '.'} p=${(pick[i] ?? 0).toFixed(2)} [${firstWord(o.text)}] ${o.text}   {${shared.join('|')}}`);
    }
  }
  const n = FRAUD_CONTENT[id].quiz.length;
  totItems += n; totFit += fitAcc; totMatch += matchAcc;
  console.log(`== ${id}: fitted ${(fitAcc / n * 100).toFixed(0)}%  matcher ${(matchAcc / n * 100).toFixed(0)}%`);
  console.log(lines.join('\n'));
}
console.log(`TOTAL fitted ${(totFit/totItems*100).toFixed(1)}% matcher ${(totMatch/totItems*100).toFixed(1)}%`);
const pageText = Object.fromEntries(FRAUD_IDS.map((id) => [id, fraudPageProse(FRAUD_CONTENT[id]).join('\n')]));
const sel = (asked.length ? asked : FRAUD_IDS).flatMap((id) => FRAUD_CONTENT[id].quiz);
const mb = measureBank(sel, pageText);
console.log(`sel: odd1 ${mb.firstWordOddOneOut.length} excuse K ${(mb.excuseRight*100).toFixed(0)}% D ${(mb.excuseWrong*100).toFixed(0)}% overlap K ${mb.phraseOverlapRight.toFixed(2)} D ${mb.phraseOverlapWrong.toFixed(2)} safe ${(mb.safeSoundingDistractorsShare*100).toFixed(0)}% page ${mb.pageLeaning.length} longest ${(mb.strictlyLongestShare*100).toFixed(0)}% ratio ${mb.meanRatio.toFixed(2)} 1.5x ${(mb.muchLongerShare*100).toFixed(0)}%`);
