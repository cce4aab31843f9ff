import { FRAUD_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import {
  bankProblems,
  checkFraudQuiz,
  checkQuestion,
  firstWord,
  hasAbsoluteWord,
  hasExcuseClause,
  hasSafeSoundingDistractors,
  isFirstWordOddOneOut,
  isSafeSounding,
  LIMITS,
  leansOnPage,
  measureBank,
  phraseOverlap,
  phrasesOf,
  similarPairs,
} from './quiz-quality';
import { FRAUD_CONTENT } from './registry';
import type { QuizQuestion } from './types';
import { fraudPageProse } from './validate';
import { allQuizVariants } from './variants';

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

/** The items as written. */
const ITEMS = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz);
/** Every way an item can be shown (variants.ts): the guards hold for what players see. */
const BANK = ITEMS.flatMap(allQuizVariants);
const PAGE_TEXT = Object.fromEntries(
  FRAUD_IDS.map((id) => [id, fraudPageProse(FRAUD_CONTENT[id]).join('\n')]),
);

describe('the quiz bank', () => {
  const measure = measureBank(BANK, PAGE_TEXT);

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

  it('keeps every guard against the test-wise cues of issue 24', () => {
    expect(measure.firstWordOddOneOutShare).toBeLessThanOrEqual(LIMITS.firstWordOddOneOutShare);
    expect(measure.excuseWrong - measure.excuseRight).toBeLessThanOrEqual(
      LIMITS.excuseGapPoints / 100,
    );
    expect(measure.phraseOverlapRight - measure.phraseOverlapWrong).toBeLessThanOrEqual(
      LIMITS.phraseOverlapGap,
    );
    expect(measure.safeSoundingDistractorsShare).toBeGreaterThanOrEqual(
      LIMITS.safeSoundingDistractorsMin,
    );
    expect(measure.pageLeaning).toEqual([]);
  });

  it('has at least 300 questions, each id used once across the bank', () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ITEMS.map((q) => q.id)).size).toBe(ITEMS.length);
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

  it('catch a right option that is the odd one out by its first word', () => {
    expect(firstWord('“Pay it,” she said.')).toBe('pay');
    const odd = question('X-4', 'Hold it and check the order', [
      'Pay it, since the numbers differ',
      'Pay it and ask for a credit later',
      'Pay it; suppliers bill twice',
    ]);
    expect(isFirstWordOddOneOut(odd)).toBe(true);
    // The key sharing a first word with a distractor, or three different words, is no cue.
    const mixed = question('X-5', 'Pay nothing until you have checked', [
      'Pay it now',
      'Approve it',
      'Delete it',
    ]);
    expect(isFirstWordOddOneOut(mixed)).toBe(false);
    const m = measureBank([odd, mixed]);
    expect(m.firstWordOddOneOut).toEqual(['X-4']);
    expect(bankProblems(m).join('\n')).toContain('share a first word');
  });

  it('catch excuse clauses that mark the wrong options', () => {
    for (const text of [
      'Ask the clerk, since it may be a typing mistake.',
      'Pay it, because the supplier is known.',
      'Safe, as long as it stays under the limit.',
      'Switch it off so that the heat stops.',
      'Leave it, as the bank will refund her.',
    ]) {
      expect(hasExcuseClause(text), text).toBe(true);
    }
    expect(hasExcuseClause('Hold it and check the earlier payment.')).toBe(false);
    const q = question('X-6', 'Hold it and check', [
      'Pay it, since it looks fine',
      'Pay half, because it is small',
      'Approve it',
    ]);
    const m = measureBank([q]);
    expect(m.excuseRight).toBe(0);
    expect(m.excuseWrong).toBeCloseTo(2 / 3);
    expect(bankProblems(m).join('\n')).toContain('excuse clauses');
    // As common in right options as in wrong ones: no problem.
    const balanced = question('X-7', 'Hold it, since it may be a repeat', [
      'Pay it, since it looks fine',
      'Approve it',
      'Delete it',
    ]);
    expect(bankProblems(measureBank([balanced])).join('\n')).not.toContain('excuse clauses');
  });

  it("catch a right option that repeats the page's own phrases more than the wrong ones", () => {
    const page = 'Call the supplier on a number already on file, never the one in the letter.';
    expect(phraseOverlap('Call the supplier on a number already on file', phrasesOf(page))).toBe(
      14,
    );
    // Function words alone are not a phrase: "on a" and "in the" do not count.
    const phrases = phrasesOf('on a bus in the rain');
    expect(phrases.has('a bus')).toBe(true);
    expect(phrases.has('on a')).toBe(false);
    expect(phrases.has('in the')).toBe(false);
    const parrot = question('P-1', 'Call the supplier on a number already on file', [
      'Pay the invoice today',
      'Reply to the email',
      'Ask a colleague',
    ]);
    const m = measureBank([parrot], { P: page });
    expect(m.phraseOverlapRight).toBeGreaterThan(m.phraseOverlapWrong);
    expect(m.phraseKeyMostShare).toBe(1);
    expect(bankProblems(m).join('\n')).toContain("page's phrases");
    // Without the page text the guard has nothing to compare and stays quiet.
    expect(bankProblems(measureBank([parrot])).join('\n')).not.toContain("page's phrases");
  });

  it('count scenarios whose wrong options sound as safe as the key', () => {
    expect(isSafeSounding('Call the number in the SMS to check')).toBe(true);
    expect(isSafeSounding('Reply to the email and ask them to confirm')).toBe(true);
    expect(isSafeSounding('Forward it to your colleagues')).toBe(true);
    expect(isSafeSounding('Pay it today')).toBe(false);
    const resists = question(
      'S-1',
      'Phone the bank on the number on your card',
      [
        'Call the number in the SMS to check',
        'Reply to the SMS and ask them to confirm',
        'Pay the fee now',
      ],
      {
        kind: 'scenario',
        prompt:
          'An SMS says your account is blocked and asks you to pay a fee at once. What do you do first?',
      },
    );
    const cautiousWins = question(
      'S-2',
      'Phone the bank on the number on your card',
      ['Pay the fee now', 'Pay half now and half later', 'Call the number in the SMS to check'],
      {
        kind: 'scenario',
        prompt:
          'An SMS says your account is blocked and asks you to pay a fee at once. What do you do first?',
      },
    );
    expect(hasSafeSoundingDistractors(resists)).toBe(true);
    expect(hasSafeSoundingDistractors(cautiousWins)).toBe(false);
    const m = measureBank([resists, cautiousWins, cautiousWins]);
    expect(m.safeSoundingDistractorsShare).toBeCloseTo(1 / 3);
    expect(bankProblems(m).join('\n')).toContain('safe-sounding');
  });

  it('refuse explanations that lean on "the page says" instead of teaching why', () => {
    for (const text of [
      'The page says never to pay a ransom.',
      'As the page explains, a call-back works.',
      'According to the page, seals help little.',
      "This follows the page's advice.",
    ]) {
      expect(leansOnPage(text), text).toBe(true);
    }
    // A web page in the story is not the learning page.
    expect(leansOnPage('The fake page relays the login to the bank in real time.')).toBe(false);
    expect(leansOnPage('Scripts on the page cannot read the cookie.')).toBe(false);
    const q = question('X-8', 'a', ['b', 'c', 'd']);
    const leaning = {
      ...q,
      options: q.options.map((o, i) =>
        i === 1
          ? { ...o, explanation: 'The page says this is wrong, so it is wrong here too.' }
          : o,
      ),
    };
    expect(measureBank([leaning]).pageLeaning).toEqual(['X-8']);
    expect(bankProblems(measureBank([leaning])).join('\n')).toContain('the page says');
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
