import { FRAUD_CONTENT } from '@ffl/content/registry';
import { phraseOverlap, phrasesOf } from '@ffl/content/quiz-quality';
import { fraudPageProse } from '@ffl/content/validate';
import { FRAUD_IDS, isFraudId } from '@ffl/engine/ids';
const asked = process.argv.slice(2).filter(isFraudId);
let n = 0, acc = 0;
for (const id of asked.length ? asked : FRAUD_IDS) {
  const page = phrasesOf(fraudPageProse(FRAUD_CONTENT[id]).join('\n'));
  for (const q of FRAUD_CONTENT[id].quiz) {
    const k = q.options.findIndex((o) => o.correct);
    const ov = q.options.map((o) => phraseOverlap(o.text, page));
    const mx = Math.max(...ov); const ties = ov.filter((x) => x === mx).length;
    acc += ov[k] === mx ? 1 / ties : 0; n++;
    if (ov[k] === mx && (ties === 1 || process.argv.includes('--ties'))) {
      console.log(`${q.id} key ${ov[k]} vs ${ov.filter((_, i) => i !== k).join('/')}`);
      q.options.forEach((o, i) => console.log(`   ${i}${i === k ? '*' : ' '} ${o.text.length} ${o.text}  {${[...phrasesOf(o.text)].filter((p) => page.has(p)).join('|')}}`));
    }
  }
}
console.log(`matcher ${(acc / n * 100).toFixed(1)}%`);
