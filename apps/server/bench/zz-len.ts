import { FRAUD_CONTENT } from '@ffl/content/registry';
import { hasExcuseClause, firstWord } from '@ffl/content/quiz-quality';
import { FRAUD_IDS, isFraudId } from '@ffl/engine/ids';
const asked = process.argv.slice(2).filter(isFraudId);
let c = 0;
for (const id of asked.length ? asked : FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const k = q.options.findIndex((o) => o.correct);
  const len = q.options.map((o) => o.text.length);
  const d = len.filter((_, i) => i !== k).sort((a, b) => a - b);
  if (len[k]! >= d[0]!) continue;
  let h = 0; for (const ch of q.id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const rank = ['longest', '2nd', '3rd', 'shortest'][h % 4];
  const ex = ['none', 'none', 'key', 'a distractor'][(h >>> 3) % 4];
  if (rank === 'shortest') continue;
  c++;
  const target = rank === 'longest' ? `>${d[2]}` : rank === '2nd' ? `${d[1]}-${d[2]}` : `${d[0]}-${d[1]}`;
  console.log(`${q.id} [${rank} ${target}, excuse ${ex}] D=${d.join('/')} ${q.prompt.slice(0, 150)}`);
  q.options.forEach((o, i) => console.log(`   ${i}${i === k ? '*' : ' '} ${o.text.length} ${hasExcuseClause(o.text) ? 'X' : ' '} ${o.text}`));
}
console.log(c);
