import { FRAUD_CONTENT } from '@ffl/content/registry';
import { hasExcuseClause } from '@ffl/content/quiz-quality';
import { FRAUD_IDS } from '@ffl/engine/ids';
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const k = q.options.findIndex((o) => o.correct);
  const ex = q.options.map((o) => hasExcuseClause(o.text));
  if (ex.filter((e) => !e).length === 1) {
    const lone = ex.indexOf(false);
    console.log(`${q.id} lone-without=${lone === k ? 'KEY' : 'D'}`);
    q.options.forEach((o, i) => console.log(`   ${i === k ? '*' : ' '}${ex[i] ? 'X' : ' '} ${o.text}`));
  }
}
