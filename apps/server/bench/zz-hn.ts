// Temporary: items where the key alone carries hedge / negation / etc.
import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { FEATURE_NAMES, optionFeatures } from './support/quiz-strategies';
const f = Number(process.argv[2]);
console.log(FEATURE_NAMES[f]);
let kOnly = 0, dOnly = 0;
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const k = q.options.findIndex((o) => o.correct);
  const x = optionFeatures({ id: q.id, prompt: q.prompt, options: q.options.map((o, i) => ({ id: i, text: o.text })) }).map((r) => r[f]!);
  const on = x.filter((v) => v > 0).length;
  if (on === 0 || on === 4) continue;
  const keyOn = x[k]! > 0;
  if (keyOn) kOnly++; else dOnly++;
  if (process.argv[3] === 'key' && !keyOn) continue;
  if (process.argv[3] === 'd' && keyOn) continue;
  console.log(`${q.id} on=${on} key=${keyOn}`);
  q.options.forEach((o, i) => console.log(`   ${i === k ? '*' : ' '}${x[i]! > 0 ? 'F' : ' '} ${o.text}`));
}
console.log(`items where key has it: ${kOnly}, key lacks it: ${dOnly}`);
