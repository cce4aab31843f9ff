import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import { fitCueModel, type LabelledQuestion, type ShownQuestion } from './support/quiz-strategies';
const lab = (id: FraudId): LabelledQuestion[] => FRAUD_CONTENT[id].quiz.map((q) => ({ question: { id: q.id, prompt: q.prompt, options: q.options.map((o, i) => ({ id: i, text: o.text })) }, key: q.options.findIndex((o) => o.correct) }));
for (const id of process.argv.slice(2).filter(isFraudId)) {
  const m = fitCueModel(FRAUD_IDS.filter((o) => o !== id).flatMap(lab)) as unknown as { score: (q: ShownQuestion) => number[] };
  for (const item of lab(id)) {
    const sc = m.score(item.question);
    const best = sc.indexOf(Math.max(...sc));
    if (best !== item.key) continue;
    const sorted = [...sc].sort((a, b) => b - a);
    console.log(`${item.question.id} margin ${(sorted[0]! - sorted[1]!).toFixed(2)}`);
    item.question.options.forEach((o, i) => console.log(`   ${i === item.key ? '*' : ' '} ${sc[i]!.toFixed(2)} ${o.text}`));
  }
}
