/**
 * `npx tsx packages/content/scripts/quiz-check.ts [FraudId ...]`: the item-writing rules and the
 * bank guards (quiz-quality.ts) for some frauds' quizzes, or for all of them, while writing.
 */
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import {
  bankProblems,
  checkFraudQuiz,
  checkQuestion,
  LIMITS,
  measureBank,
  measureQuestion,
  similarPairs,
} from '../src/quiz-quality';
import { FRAUD_CONTENT } from '../src/registry';
import { fraudPageProse } from '../src/validate';

const asked = process.argv.slice(2).filter(isFraudId);
const frauds: FraudId[] = asked.length > 0 ? asked : [...FRAUD_IDS];
const all = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz);
const pageText = Object.fromEntries(
  FRAUD_IDS.map((id) => [id, fraudPageProse(FRAUD_CONTENT[id]).join('\n')]),
);
let failed = false;

for (const id of frauds) {
  const quiz = FRAUD_CONTENT[id].quiz;
  const problems = [...checkFraudQuiz(quiz), ...quiz.flatMap(checkQuestion)];
  const m = measureBank(quiz, pageText);
  console.log(
    `${id}: ${quiz.length} questions, ${m.scenarios} scenarios, ${m.figureQuestions} figure; ` +
      `right strictly longest ${(m.strictlyLongestShare * 100).toFixed(0)}%, ≥1.5× ${(m.muchLongerShare * 100).toFixed(0)}%, ` +
      `ratio ${m.meanRatio.toFixed(2)}, absolute right ${(m.absoluteRight * 100).toFixed(0)}% wrong ${(m.absoluteWrong * 100).toFixed(0)}%`,
  );
  for (const q of quiz) {
    const qm = measureQuestion(q);
    if (qm.muchLonger || qm.ratio > 1.35 || qm.ratio < 0.7) {
      console.log(
        `  length: ${q.id} right ${qm.rightLength} vs wrong mean ${qm.meanWrong.toFixed(0)} (ratio ${qm.ratio.toFixed(2)})`,
      );
    }
  }
  for (const p of problems) console.log(`  problem: ${p}`);
  if (problems.length > 0) failed = true;
}

const mine = new Set(frauds.flatMap((id) => FRAUD_CONTENT[id].quiz.map((q) => q.id)));
for (const p of similarPairs(all, 0.16)) {
  if (mine.has(p.a) || mine.has(p.b)) {
    console.log(
      `similar: ${p.a} ~ ${p.b} (${p.similarity.toFixed(2)}; limit ${LIMITS.similarity})`,
    );
    if (p.similarity > LIMITS.similarity) failed = true;
  }
}
const selected = frauds.flatMap((id) => FRAUD_CONTENT[id].quiz);
const guards = bankProblems({ ...measureBank(selected, pageText), nearDuplicates: [] });
for (const g of guards) console.log(`bank guard on these frauds: ${g}`);
if (guards.length > 0) failed = true;
console.log(failed ? 'NOT YET' : 'OK');
process.exitCode = failed ? 1 : 0;
