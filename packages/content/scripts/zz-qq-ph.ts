import { FRAUD_IDS } from '@ffl/engine/ids';
import { phrasesOf } from '../src/quiz-quality';
import { FRAUD_CONTENT } from '../src/registry';
import { fraudPageProse } from '../src/validate';
const counts = new Map<string, number>();
for (const id of FRAUD_IDS.slice(0, 20)) {
  const page = phrasesOf(fraudPageProse(FRAUD_CONTENT[id]).join('\n'));
  for (const q of FRAUD_CONTENT[id].quiz) {
    const k = q.options.find((o) => o.correct)!;
    for (const p of phrasesOf(k.text)) if (page.has(p)) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
}
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 80).map(([p, n]) => `${n} ${p}`).join('\n'));
