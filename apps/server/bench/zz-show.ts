import { readFileSync } from 'node:fs';
import { FRAUD_CONTENT } from '@ffl/content/registry';
import type { FraudId } from '@ffl/engine/ids';
const p = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, { options: Record<string, unknown> }>;
for (const [qid, v] of Object.entries(p)) {
  const q = FRAUD_CONTENT[qid.slice(0, qid.lastIndexOf('-')) as FraudId].quiz.find((x) => x.id === qid)!;
  console.log(`${qid}: ${q.prompt}`);
  for (const i of Object.keys(v.options)) { const o = q.options[Number(i)]!; console.log(`  ${o.correct ? '*' : '-'} ${o.text}\n      => ${o.explanation}`); }
}
