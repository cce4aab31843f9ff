import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { FEATURE_NAMES, optionFeatures } from './support/quiz-strategies';
const rows = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz).map((q) => ({ q, x: optionFeatures({ id: q.id, prompt: q.prompt, options: q.options.map((o, i) => ({ id: i, text: o.text })) }), k: q.options.findIndex((o) => o.correct) }));
for (const [f, name] of FEATURE_NAMES.entries()) {
  let kSum = 0, dSum = 0, dN = 0, acc = 0, accLow = 0;
  for (const r of rows) {
    kSum += r.x[r.k]![f]!;
    r.x.forEach((x, i) => { if (i !== r.k) { dSum += x[f]!; dN++; } });
    const vals = r.x.map((x) => x[f]!); const mx = Math.max(...vals); const mn = Math.min(...vals);
    acc += vals[r.k] === mx ? 1 / vals.filter((v) => v === mx).length : 0;
    accLow += vals[r.k] === mn ? 1 / vals.filter((v) => v === mn).length : 0;
  }
  console.log(`${name.padEnd(30)} key ${(kSum / rows.length).toFixed(3)} distr ${(dSum / dN).toFixed(3)}  pick-max ${(acc / rows.length * 100).toFixed(1)}% pick-min ${(accLow / rows.length * 100).toFixed(1)}%`);
}
