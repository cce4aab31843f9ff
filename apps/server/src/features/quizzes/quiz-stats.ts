import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, FRAUD_IDS, isFraudId } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { MOST_MISSED_MIN_ANSWERS, type QuizStats } from './quiz-schemas';
import { findQuestion } from './quiz-service';

export const MOST_MISSED_LIMIT = 10;

type PassRate = Pick<QuizStats['totals'], 'attempts' | 'passes' | 'passRate'>;
type MissedQuestion = QuizStats['mostMissed'][number];

const AttemptRowSchema = z.object({
  fraud_id: z.string(),
  attempts: z.number(),
  passes: z.number(),
});
const OptionRowSchema = z.object({
  question_id: z.string(),
  option_index: z.number(),
  n: z.number(),
});

function rate(attempts: number, passes: number): PassRate {
  return { attempts, passes, passRate: attempts === 0 ? 0 : passes / attempts };
}

/**
 * How the quizzes go for everyone: pass rates of submitted attempts per fraud and per family,
 * and the questions answered wrong most often (every given answer counts, submitted or not).
 */
export async function getQuizStats(db: Db): Promise<QuizStats> {
  const attemptRows = await selectRows(
    db,
    sql`select fraud_id, count(*)::int as attempts, count(*) filter (where passed)::int as passes
        from quiz_attempt where status = 'submitted' group by fraud_id`,
    AttemptRowSchema,
  );
  const byFraud = new Map(attemptRows.map((row) => [row.fraud_id, row]));
  const perFraud = FRAUD_IDS.map((fraudId) => {
    const row = byFraud.get(fraudId);
    return {
      fraudId,
      family: FRAUDS[fraudId].family,
      ...rate(row?.attempts ?? 0, row?.passes ?? 0),
    };
  });
  const perFamily = FAMILY_IDS.map((family) => {
    const members = perFraud.filter((row) => row.family === family);
    return {
      family,
      ...rate(
        members.reduce((sum, row) => sum + row.attempts, 0),
        members.reduce((sum, row) => sum + row.passes, 0),
      ),
    };
  });

  const optionRows = await selectRows(
    db,
    sql`select question_id, option_index, count(*)::int as n
        from quiz_answer group by question_id, option_index`,
    OptionRowSchema,
  );
  const perQuestion = new Map<string, Map<number, number>>();
  for (const row of optionRows) {
    const counts = perQuestion.get(row.question_id) ?? new Map<number, number>();
    counts.set(row.option_index, row.n);
    perQuestion.set(row.question_id, counts);
  }
  let totalAnswers = 0;
  const missed: MissedQuestion[] = [];
  for (const [questionId, counts] of perQuestion) {
    const answers = [...counts.values()].reduce((sum, n) => sum + n, 0);
    totalAnswers += answers;
    const question = findQuestion(questionId);
    const fraudId = questionId.slice(0, questionId.lastIndexOf('-'));
    // A question since removed from the content has no text to show.
    if (!question || !isFraudId(fraudId) || answers < MOST_MISSED_MIN_ANSWERS) continue;
    const options = question.options.map((option, index) => {
      const n = counts.get(index) ?? 0;
      return {
        optionId: index,
        text: option.text,
        correct: option.correct,
        answers: n,
        share: n / answers,
      };
    });
    const right = options.find((option) => option.correct)?.answers ?? 0;
    missed.push({
      questionId,
      fraudId,
      prompt: question.prompt,
      answers,
      wrongShare: (answers - right) / answers,
      options,
    });
  }
  missed.sort(
    (a, b) =>
      b.wrongShare - a.wrongShare ||
      b.answers - a.answers ||
      a.questionId.localeCompare(b.questionId),
  );

  return {
    totals: {
      ...rate(
        perFraud.reduce((sum, row) => sum + row.attempts, 0),
        perFraud.reduce((sum, row) => sum + row.passes, 0),
      ),
      answers: totalAnswers,
    },
    perFraud,
    perFamily,
    mostMissed: missed.slice(0, MOST_MISSED_LIMIT),
    minAnswers: MOST_MISSED_MIN_ANSWERS,
  };
}
