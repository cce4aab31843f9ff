import { FRAUD_CONTENT } from '@ffl/content/registry';
import type { FraudId } from '@ffl/engine/ids';
for (const qid of process.argv.slice(2)) {
  const f = qid.slice(0, qid.lastIndexOf('-')) as FraudId;
  const q = FRAUD_CONTENT[f].quiz.find((x) => x.id === qid)!;
  console.log(`${qid} [${q.kind}] ${q.prompt}`);
  q.options.forEach((o, i) => console.log(`  ${i}${o.correct ? '*' : ' '} ${o.text}\n      → ${o.explanation}`));
}
