import { FRAUD_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import {
  bankProblems,
  checkFraudQuiz,
  checkQuestion,
  hasAbsoluteWord,
  LIMITS,
  measureBank,
  similarPairs,
} from './quiz-quality';
import { FRAUD_CONTENT } from './registry';
import type { QuizQuestion } from './types';

const EXPLAIN = 'This explanation is a full sentence that says why, in enough words to teach.';

function question(id: string, right: string, wrong: string[], patch: Partial<QuizQuestion> = {}) {
  return {
    id,
    kind: 'knowledge',
    prompt: `What is true about case ${id}?`,
    options: [
      { text: right, explanation: EXPLAIN, correct: true },
      ...wrong.map((text) => ({ text, explanation: EXPLAIN, correct: false })),
    ],
    ...patch,
  } satisfies QuizQuestion;
}

const BANK = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz);

describe('the quiz bank', () => {
  const measure = measureBank(BANK);

  it('keeps every bank-wide guard against test-wise guessing', () => {
    expect(bankProblems(measure)).toEqual([]);
    expect(measure.strictlyLongestShare).toBeLessThanOrEqual(LIMITS.strictlyLongestShare);
    expect(measure.muchLongerShare).toBeLessThanOrEqual(LIMITS.muchLongerShare);
    expect(measure.meanRatio).toBeGreaterThanOrEqual(LIMITS.meanRatioMin);
    expect(measure.meanRatio).toBeLessThanOrEqual(LIMITS.meanRatioMax);
    expect(measure.absoluteWrong - measure.absoluteRight).toBeLessThanOrEqual(
      LIMITS.absoluteGapPoints / 100,
    );
    expect(measure.nearDuplicates).toEqual([]);
  });

  it('has at least 300 questions, each id used once across the bank', () => {
    expect(BANK.length).toBeGreaterThanOrEqual(300);
    expect(new Set(BANK.map((q) => q.id)).size).toBe(BANK.length);
  });
});

describe('the item-writing rules', () => {
  it('catch a right option that gives itself away by length', () => {
    const long = question('X-1', 'A much longer right answer that explains itself in detail', [
      'Short one',
      'Short two',
      'Short three',
    ]);
    const m = measureBank([long]);
    expect(m.strictlyLongestShare).toBe(1);
    expect(m.muchLongerShare).toBe(1);
    expect(bankProblems(m).join('\n')).toMatch(/strictly the longest[\s\S]*1\.5×[\s\S]*ratio/);
  });

  it('catch absolute words that only wrong options use', () => {
    expect(hasAbsoluteWord('Banks always call first')).toBe(true);
    expect(hasAbsoluteWord('Banks call first')).toBe(false);
    const q = question('X-2', 'Call the bank back', [
      'It is always safe',
      'Only on Sundays',
      'Never reply',
    ]);
    expect(bankProblems(measureBank([q])).join('\n')).toContain('absolute words');
  });

  it('catch near-duplicates and leave distinct questions alone', () => {
    const a = question('A-1', 'Call the supplier on the number already on file', ['x', 'y', 'z'], {
      prompt:
        'An email from a supplier asks you to change their bank details today. What do you do?',
    });
    const b = question('B-1', 'Call the supplier on the number already on file', ['x', 'y', 'z'], {
      prompt: 'An email from a supplier asks you to change their bank details at once. What now?',
    });
    const c = question('C-1', 'Patch the server within days', ['x', 'y', 'z'], {
      prompt:
        'A vendor publishes a fix for a flaw attackers already use. How fast should it go in?',
    });
    const pairs = similarPairs([a, b, c], LIMITS.similarity);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['A-1', 'B-1']]);
  });

  it('refuse explanations that do not teach, fake options, game questions and unmarked figures', () => {
    const bad: QuizQuestion = {
      id: 'X-3',
      kind: 'scenario',
      prompt: 'How many level 2 defenses?',
      options: [
        { text: 'All of the above', explanation: 'Wrong.', correct: false },
        { text: 'Two', explanation: EXPLAIN, correct: true },
        { text: 'Three', explanation: EXPLAIN, correct: false },
      ],
    };
    const problems = checkQuestion(bad).join('\n');
    expect(problems).toContain('exactly 4 options');
    expect(problems).toContain('full sentence');
    expect(problems).toContain('not a real answer');
    expect(problems).toContain("game's own rules");
    expect(problems).toContain('recallsFigure');
    expect(problems).toContain('describe a situation');
  });

  it('refuse a fraud quiz that is short, mostly knowledge, or heavy on figures', () => {
    const quiz = Array.from({ length: 6 }, (_, i) =>
      question(`X-${i}`, 'a', ['b', 'c', 'd'], { recallsFigure: true }),
    );
    const problems = checkFraudQuiz(quiz).join('\n');
    expect(problems).toContain('at least 15 needed');
    expect(problems).toContain('at least half must be');
    expect(problems).toContain('at most 2 may');
  });
});
