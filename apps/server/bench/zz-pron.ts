import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
const M = /\b(he|his|him|himself)\b/i, F = /\b(she|her|hers|herself)\b/i;
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const pm = M.test(q.prompt), pf = F.test(q.prompt);
  for (const o of q.options) {
    const om = M.test(o.text), of = F.test(o.text);
    if ((om && !pm) || (of && !pf)) console.log(`${q.id}: [${pm ? 'M' : ''}${pf ? 'F' : ''}] ${q.prompt.slice(0, 110)}\n    ${o.correct ? '*' : '-'} ${o.text}`);
  }
}
