import { FRAUD_CONTENT } from '@ffl/content/registry';
import { firstWord } from '@ffl/content/quiz-quality';
import { FRAUD_IDS } from '@ffl/engine/ids';
const mode = process.argv[2];
let c = 0;
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const k = q.options.findIndex((o) => o.correct);
  const len = q.options.map((o) => o.text.length);
  const d = len.filter((_, i) => i !== k).sort((a, b) => a - b);
  let h = 0; for (const ch of q.id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const rank = ['longest', '2nd', '3rd', 'shortest'][h % 4];
  const fw = q.options.map((o) => firstWord(o.text));
  if (mode === 'long' && len[k]! > d[2]! && rank !== 'longest') {
    c++; console.log(`${q.id} [${rank}] D=${d.join('/')} key ${len[k]}: ${q.options[k]!.text}`);
  }
  if (mode === 'fw') {
    const oddD = q.options.some((o, i) => i !== k && fw.filter((f, j) => j !== i).every((f) => f === fw.find((_, j) => j !== i)) && !fw.filter((_, j) => j !== i).includes(fw[i]!));
    const kShares = fw.some((f, i) => i !== k && f === fw[k]);
    const dUnique = fw.some((f, i) => i !== k && fw.filter((g) => g === f).length === 1);
    if (oddD || (kShares && dUnique)) { c++; console.log(`${q.id} ${oddD ? 'ODD-D' : 'KSHARE'}`); q.options.forEach((o, i) => console.log(`   ${i}${i === k ? '*' : ' '} ${o.text}`)); }
  }
}
console.log(c);
