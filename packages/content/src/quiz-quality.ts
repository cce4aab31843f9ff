import type { QuizQuestion } from './types';

/*
 * Item-writing rules for the quiz bank, after Haladyna, Downing and Rodriguez (2002), "A review of
 * multiple-choice item-writing guidelines for classroom assessment", Applied Measurement in
 * Education 15(3). Two kinds of rule live here:
 * - rules for one question (`checkQuestion`), which the page validation applies to every item;
 * - guards on the whole bank (`measureBank`), whose figures `npm run report -w @ffl/content`
 *   prints and whose limits `quiz-quality.test.ts` enforces.
 * The guards exist because a player who never reads must not be able to pass by test-wiseness:
 * picking the longest option, the one without "always", or the last one.
 */

/** Words that make an option easy to rule out without knowing the subject. */
export const ABSOLUTE_WORDS = [
  'always',
  'never',
  'only',
  'every',
  'everyone',
  'everything',
  'all',
  'none',
  'nothing',
  'completely',
  'totally',
  'entirely',
  'guaranteed',
  'guarantees',
  'impossible',
] as const;

const ABSOLUTE = new RegExp(`\\b(${ABSOLUTE_WORDS.join('|')})\\b`, 'i');

/** Questions a fraud must have, and the share of them that must be scenarios. */
export const MIN_QUESTIONS_PER_FRAUD = 15;
export const MIN_SCENARIO_SHARE = 0.5;
/** Questions per fraud that may ask the player to recall a figure. */
export const MAX_FIGURE_QUESTIONS = 2;
/** An explanation must teach: at least one full sentence of this many characters. */
export const MIN_EXPLANATION_LENGTH = 50;

/** Bank-wide limits (issue "Quizzes that measure learning"). */
export const LIMITS = {
  /** Share of questions whose right option is strictly the longest. */
  strictlyLongestShare: 0.35,
  /** Share of questions whose right option is at least 1.5× the longest wrong one. */
  muchLongerShare: 0.05,
  /** Mean over questions of len(right) / mean len(wrong). */
  meanRatioMin: 0.85,
  meanRatioMax: 1.2,
  /** Absolute words may appear in wrong options at most this many points more often than in right ones. */
  absoluteGapPoints: 5,
  /**
   * Two questions whose word-trigram sets (prompt plus right option) overlap above this Jaccard
   * index are near-duplicates. Measured on the first bank (November 2026): the four pairs above
   * 0.2 were all the same question asked under two frauds (Ransomware-9 and SqlInjection-10 at
   * 0.31, BEC-1 and AuthPushPayments-4 at 0.23, AccountTakeover-4 and BruteForce-4 at 0.23,
   * BEC-5 and AccAndInvFraud-4 at 0.21), while pairs between 0.13 and 0.2 mixed real duplicates
   * with distinct questions sharing stock phrases ("on the number on your card"). So 0.2 fails
   * the build, and `quiz-check.ts` lists pairs from 0.16 for a reviewer to read.
   */
  similarity: 0.2,
} as const;

/** Prompts that ask for a number: they must be marked `recallsFigure`. */
const FIGURE_PROMPT =
  /\b(how many|how much (?:money|did|was|were)|what percentage|what share|what proportion|what fraction|in what year|in which year|how long did)\b/i;

/** Words that ask about the game's own rules, which Help covers, not the quiz. */
const GAME_WORDS =
  /\b(level [0-3]|in-game|in the game|net worth|wave report|defense shop|star bonus|fantasy fraud league)\b/i;

const NOT_AN_OPTION =
  /\b(all of the above|none of the above|both of the above|all of these|none of these)\b/i;

export function hasAbsoluteWord(text: string): boolean {
  return ABSOLUTE.test(text);
}

function explanationTeaches(text: string): boolean {
  const t = text.trim();
  return t.length >= MIN_EXPLANATION_LENGTH && /[.!?]$/.test(t) && /\s/.test(t);
}

/** Every rule one question breaks; empty when it keeps them all. */
export function checkQuestion(q: QuizQuestion): string[] {
  const problems: string[] = [];
  if (q.options.length !== 4) problems.push(`${q.id}: needs exactly 4 options`);
  if (q.options.filter((o) => o.correct).length !== 1)
    problems.push(`${q.id}: needs exactly one correct option`);
  for (const [i, o] of q.options.entries()) {
    if (!explanationTeaches(o.explanation)) {
      problems.push(
        `${q.id}: option ${i}'s explanation must be a full sentence of at least ${MIN_EXPLANATION_LENGTH} characters`,
      );
    }
    if (NOT_AN_OPTION.test(o.text)) problems.push(`${q.id}: option ${i} is not a real answer`);
  }
  const texts = new Set(q.options.map((o) => o.text.trim().toLowerCase()));
  if (texts.size !== q.options.length) problems.push(`${q.id}: two options have the same text`);
  if (FIGURE_PROMPT.test(q.prompt) && !q.recallsFigure) {
    problems.push(`${q.id}: asks for a figure, so it must be marked recallsFigure`);
  }
  for (const text of [q.prompt, ...q.options.map((o) => o.text)]) {
    if (GAME_WORDS.test(text)) {
      problems.push(`${q.id}: asks about the game's own rules ("${GAME_WORDS.exec(text)?.[0]}")`);
      break;
    }
  }
  if (q.kind === 'scenario' && q.prompt.length < 90) {
    problems.push(`${q.id}: a scenario must describe a situation (90 characters or more)`);
  }
  return problems;
}

/** Every rule one fraud's quiz breaks as a whole. */
export function checkFraudQuiz(quiz: readonly QuizQuestion[]): string[] {
  const problems: string[] = [];
  if (quiz.length < MIN_QUESTIONS_PER_FRAUD) {
    problems.push(`only ${quiz.length} quiz questions; at least ${MIN_QUESTIONS_PER_FRAUD} needed`);
  }
  const scenarios = quiz.filter((q) => q.kind === 'scenario').length;
  if (scenarios < Math.ceil(quiz.length * MIN_SCENARIO_SHARE)) {
    problems.push(`${scenarios} of ${quiz.length} questions are scenarios; at least half must be`);
  }
  const figures = quiz.filter((q) => q.recallsFigure).length;
  if (figures > MAX_FIGURE_QUESTIONS) {
    problems.push(`${figures} questions recall a figure; at most ${MAX_FIGURE_QUESTIONS} may`);
  }
  return problems;
}

export interface QuestionMeasure {
  id: string;
  rightLength: number;
  longestWrong: number;
  meanWrong: number;
  strictlyLongest: boolean;
  muchLonger: boolean;
  ratio: number;
}

export function measureQuestion(q: QuizQuestion): QuestionMeasure {
  const right = q.options.find((o) => o.correct)?.text.length ?? 0;
  const wrong = q.options.filter((o) => !o.correct).map((o) => o.text.length);
  const longestWrong = Math.max(0, ...wrong);
  const meanWrong = wrong.reduce((a, b) => a + b, 0) / Math.max(1, wrong.length);
  return {
    id: q.id,
    rightLength: right,
    longestWrong,
    meanWrong,
    strictlyLongest: right > longestWrong,
    muchLonger: right >= 1.5 * longestWrong,
    ratio: meanWrong > 0 ? right / meanWrong : 1,
  };
}

function trigrams(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++)
    grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The text two questions are compared on: what is asked and what the right answer says. */
function questionText(q: QuizQuestion): string {
  return `${q.prompt} ${q.options.find((o) => o.correct)?.text ?? ''}`;
}

export interface SimilarPair {
  a: string;
  b: string;
  similarity: number;
}

/** Every pair of questions, most similar first, down to `floor`. */
export function similarPairs(questions: readonly QuizQuestion[], floor: number): SimilarPair[] {
  const grams = questions.map((q) => trigrams(questionText(q)));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < questions.length; i++) {
    for (let j = i + 1; j < questions.length; j++) {
      const similarity = jaccard(grams[i] as Set<string>, grams[j] as Set<string>);
      if (similarity >= floor) {
        pairs.push({ a: questions[i]?.id ?? '', b: questions[j]?.id ?? '', similarity });
      }
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

export interface BankMeasure {
  questions: number;
  scenarios: number;
  figureQuestions: number;
  strictlyLongestShare: number;
  muchLongerShare: number;
  meanRatio: number;
  /** Share of right options, and of wrong options, with an absolute word. */
  absoluteRight: number;
  absoluteWrong: number;
  /** The most similar pair of questions in the bank. */
  mostSimilar: SimilarPair | null;
  nearDuplicates: SimilarPair[];
}

export function measureBank(questions: readonly QuizQuestion[]): BankMeasure {
  const measures = questions.map(measureQuestion);
  const n = Math.max(1, questions.length);
  const right = questions.flatMap((q) => q.options.filter((o) => o.correct));
  const wrong = questions.flatMap((q) => q.options.filter((o) => !o.correct));
  const share = (options: typeof right) =>
    options.filter((o) => hasAbsoluteWord(o.text)).length / Math.max(1, options.length);
  const pairs = similarPairs(questions, 0);
  return {
    questions: questions.length,
    scenarios: questions.filter((q) => q.kind === 'scenario').length,
    figureQuestions: questions.filter((q) => q.recallsFigure).length,
    strictlyLongestShare: measures.filter((m) => m.strictlyLongest).length / n,
    muchLongerShare: measures.filter((m) => m.muchLonger).length / n,
    meanRatio: measures.reduce((a, m) => a + m.ratio, 0) / n,
    absoluteRight: share(right),
    absoluteWrong: share(wrong),
    mostSimilar: pairs[0] ?? null,
    nearDuplicates: pairs.filter((p) => p.similarity > LIMITS.similarity),
  };
}

/** Every bank-wide limit the measures break; empty when the bank keeps them all. */
export function bankProblems(m: BankMeasure): string[] {
  const problems: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (m.strictlyLongestShare > LIMITS.strictlyLongestShare) {
    problems.push(
      `the right option is strictly the longest in ${pct(m.strictlyLongestShare)} of questions (limit ${pct(LIMITS.strictlyLongestShare)})`,
    );
  }
  if (m.muchLongerShare > LIMITS.muchLongerShare) {
    problems.push(
      `the right option is 1.5× the longest wrong one in ${pct(m.muchLongerShare)} of questions (limit ${pct(LIMITS.muchLongerShare)})`,
    );
  }
  if (m.meanRatio < LIMITS.meanRatioMin || m.meanRatio > LIMITS.meanRatioMax) {
    problems.push(
      `mean length ratio right/wrong is ${m.meanRatio.toFixed(2)} (must be ${LIMITS.meanRatioMin}–${LIMITS.meanRatioMax})`,
    );
  }
  if ((m.absoluteWrong - m.absoluteRight) * 100 > LIMITS.absoluteGapPoints) {
    problems.push(
      `absolute words in ${pct(m.absoluteWrong)} of wrong options against ${pct(m.absoluteRight)} of right ones (gap limit ${LIMITS.absoluteGapPoints} points)`,
    );
  }
  for (const p of m.nearDuplicates) {
    problems.push(`${p.a} and ${p.b} are near-duplicates (similarity ${p.similarity.toFixed(2)})`);
  }
  return problems;
}
