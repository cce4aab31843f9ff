// Temporary writing aid (deleted before hand-over): applies a patch of quiz options to a fraud file.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { FRAUD_CONTENT } from '@ffl/content/registry';
import type { FraudId } from '@ffl/engine/ids';

type OptPatch = { text?: string; explanation?: string; correct?: boolean };
type Patch = Record<string, { prompt?: string; kind?: 'knowledge' | 'scenario'; options?: Record<string, OptPatch> }>;

const file = process.argv[2]!;
const patch = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Patch;
let src = readFileSync(file, 'utf8');
const lit = (v: string) => (v.includes("'") ? JSON.stringify(v) : `'${v.replace(/\\/g, '\\\\')}'`);
const decode = (l: string) => (l.startsWith('"') ? JSON.parse(l) : l.slice(1, -1).replace(/\\'/g, "'").replace(/\\\\/g, '\\'));
let fails = 0;
for (const [qid, qp] of Object.entries(patch)) {
  const fraud = qid.slice(0, qid.lastIndexOf('-')) as FraudId;
  const q = FRAUD_CONTENT[fraud].quiz.find((x) => x.id === qid);
  if (!q) { console.log(`no question ${qid}`); fails++; continue; }
  const start = src.indexOf(`id: '${qid}',`);
  if (start < 0) { console.log(`not in file: ${qid}`); fails++; continue; }
  let end = src.indexOf("\n    {\n      id: '", start);
  const quizEnd = src.indexOf('\n  ],\n  sources', start);
  if (end < 0 || (quizEnd >= 0 && quizEnd < end)) end = quizEnd;
  let block = src.slice(start, end);
  const replaceValue = (old: string, value: string) => {
    const re = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
    for (const m of block.matchAll(re)) {
      if (decode(m[0]) === old) {
        block = block.slice(0, m.index) + lit(value) + block.slice((m.index ?? 0) + m[0].length);
        return true;
      }
    }
    console.log(`  ${qid}: literal not found: ${old.slice(0, 60)}`);
    fails++;
    return false;
  };
  if (qp.prompt) replaceValue(q.prompt, qp.prompt);
  if (qp.kind) block = block.replace(`kind: '${q.kind}'`, `kind: '${qp.kind}'`);
  for (const [i, op] of Object.entries(qp.options ?? {})) {
    const o = q.options[Number(i)];
    if (!o) { console.log(`  ${qid}: no option ${i}`); fails++; continue; }
    if (op.text !== undefined && op.text !== o.text) replaceValue(o.text, op.text);
    if (op.explanation !== undefined && op.explanation !== o.explanation) replaceValue(o.explanation, op.explanation);
  }
  src = src.slice(0, start) + block + src.slice(end);
}
writeFileSync(file, src);
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
console.log(fails ? `${fails} failures` : 'applied');
