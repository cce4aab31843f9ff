// Temporary writing aid: cue balance per item.
import { FRAUD_CONTENT } from '@ffl/content/registry';
import { firstWord, hasAbsoluteWord, hasExcuseClause, phraseOverlap, phrasesOf } from '@ffl/content/quiz-quality';
import { fraudPageProse } from '@ffl/content/validate';
import { FRAUD_IDS, isFraudId } from '@ffl/engine/ids';
const HEDGE = /\b(?:may|might|can|could|often|usually|some|most|likely|probably|rarely|tends?)\b/i;
const FW = new Set('a an the and or but if of to in on at by for with as is are was were be it its this that you your they their from into not no do'.split(' '));
const cw = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter((w) => w && !FW.has(w));
const asked = process.argv.slice(2).filter(isFraudId);
const tally: Record<string, number> = {};
const inc = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
let n = 0;
for (const id of asked.length ? asked : FRAUD_IDS) {
  const page = phrasesOf(fraudPageProse(FRAUD_CONTENT[id]).join('\n'));
  for (const q of FRAUD_CONTENT[id].quiz) {
    n++;
    const k = q.options.findIndex((o) => o.correct);
    const t = q.options.map((o) => o.text);
    const len = t.map((x) => x.length);
    const flags: string[] = [];
    const maxD = Math.max(...len.filter((_, i) => i !== k)), minD = Math.min(...len.filter((_, i) => i !== k));
    if (len[k]! > maxD) { flags.push('LONGEST'); inc('longest'); }
    if (len[k]! < minD) { flags.push('shortest'); inc('shortest'); }
    const ex = t.map(hasExcuseClause);
    if (ex[k]) inc('keyExcuse');
    inc(`dExcuse${ex.filter((e, i) => e && i !== k).length}`);
    if (!ex[k] && ex.some((e, i) => e && i !== k)) flags.push(`X:${ex.filter((e, i) => e && i !== k).length}D`);
    if (hasAbsoluteWord(t[k]!)) { flags.push('ABS'); inc('abs'); }
    const fw = t.map(firstWord);
    const uniq = fw.map((f, i) => !fw.some((g, j) => j !== i && g === f));
    if (uniq[k] && uniq.some((u, i) => !u && i !== k)) { flags.push('UNIQ1'); inc('uniq'); }
    const h = t.map((x) => HEDGE.test(x));
    if (h[k] && h.filter((x, i) => x && i !== k).length === 0) { flags.push('HEDGE'); inc('hedge'); }
    const pw = new Set(cw(q.prompt));
    const share = t.map((x) => { const w = cw(x); return w.length ? w.filter((y) => pw.has(y)).length / w.length : 0; });
    const minDs = Math.min(...share.filter((_, i) => i !== k));
    if (share[k]! < minDs) { flags.push(`PWMIN:${share[k]!.toFixed(2)}`); inc('pwmin'); }
    const ov = t.map((x) => phraseOverlap(x, page));
    const maxO = Math.max(...ov.filter((_, i) => i !== k));
    if (ov[k]! > maxO) { flags.push(`OV:${ov[k]}>${maxO}`); inc('ov'); }
    if (flags.length && !process.argv.includes('--tally')) {
      console.log(`${q.id} ${flags.join(' ')}`);
      t.forEach((x, i) => console.log(`   ${i}${i === k ? '*' : ' '} ${x}`));
    }
  }
}
console.log(n, JSON.stringify(tally));
