import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
const FW = new Set('a an the and or but if of to in on at by for with as is are was were be it its this that you your they their from into not no do'.split(' '));
const cw = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter((w) => w && !FW.has(w));
const rows: [number, string][] = [];
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  const k = q.options.findIndex((o) => o.correct);
  const pw = new Set(cw(q.prompt));
  const share = q.options.map((o) => { const w = cw(o.text); return w.length ? w.filter((x) => pw.has(x)).length / w.length : 0; });
  const others = share.filter((_, i) => i !== k);
  const gap = Math.max(...others) - share[k]!;
  if (share[k]! < Math.min(...others)) rows.push([gap, `${q.id} key ${share[k]!.toFixed(2)} D ${others.map((x) => x.toFixed(2)).join('/')}\n   P: ${q.prompt.slice(0, 160)}\n${q.options.map((o, i) => `   ${i === k ? '*' : ' '} ${o.text}`).join('\n')}`]);
}
rows.sort((a, b) => b[0] - a[0]);
console.log(rows.length);
console.log(rows.slice(0, Number(process.argv[2] ?? 30)).map((r) => r[1]).join('\n'));
