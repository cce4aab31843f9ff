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
  /**
   * Share of questions whose three wrong options start with the same word and whose right option
   * does not (issue "Learning you can prove": "Pay it…", "Pay it…", "Pay it…", "Hold it…").
   */
  firstWordOddOneOutShare: 0.05,
  /**
   * Excuse clauses (", since…", "because…", "so that…") may appear in wrong options at most this
   * many points more often than in right ones: a justification must not mark a distractor.
   */
  excuseGapPoints: 0,
  /**
   * The right option's mean count of the page's own phrases may exceed the wrong options' mean by
   * at most this much: matching options against the page text must not find the key.
   */
  phraseOverlapGap: 0,
  /**
   * Share of scenario questions with at least two wrong options that sound safe (SAFE_SOUNDING_ACTIONS),
   * so that "pick the cautious option" does not find the key.
   */
  safeSoundingDistractorsMin: 0.5,
  /** Explanations that lean on "the page says" instead of teaching why. */
  pageLeaningExplanations: 0,
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

/** The lower-case words of a text, apostrophes and hyphens kept inside words. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}

/** An option's first word, lower-case, without punctuation. */
export function firstWord(text: string): string {
  return wordsOf(text)[0] ?? '';
}

/**
 * Whether the three wrong options start with the same word and the right one does not: a player
 * who picks the odd one out finds the key without reading ("Pay it…" three times, "Hold it…").
 */
export function isFirstWordOddOneOut(q: QuizQuestion): boolean {
  const key = q.options.find((o) => o.correct);
  const wrong = q.options.filter((o) => !o.correct).map((o) => firstWord(o.text));
  if (!key || wrong.length < 2) return false;
  return new Set(wrong).size === 1 && firstWord(key.text) !== wrong[0];
}

/**
 * Excuse clauses: a justification tacked on to an option (", since it may be a typing mistake",
 * "because the bank asked", ", as long as…", "so that…"). Written mostly into distractors, they
 * mark them as wrong; the guard keeps them at least as common in right options.
 */
export const EXCUSE_PATTERNS: readonly RegExp[] = [
  /,\s*(?:since|because|as|given that|provided|as long as|so|for)\b/i,
  /\b(?:because|since|so that|as long as|provided that|given that|in case)\b/i,
];

export function hasExcuseClause(text: string): boolean {
  return EXCUSE_PATTERNS.some((p) => p.test(text));
}

/**
 * Safe-sounding actions: what a player who never read picks as "the cautious option". A scenario
 * resists that player when at least two of its wrong options sound as safe as the key, and are
 * wrong for a reason the page teaches (calling the number in the message, replying to ask,
 * forwarding to colleagues, clicking the link "to check", scanning, blocking one address…).
 * The list is deliberately plain so that anyone can see what counts.
 */
export const SAFE_SOUNDING_ACTIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'calls a number', pattern: /\b(?:call|calls|calling|phone|phones|ring|rings|dial)\b/i },
  {
    name: 'replies or writes back',
    pattern: /\b(?:reply|replies|replying|respond|responds|write back|email back|message back)\b/i,
  },
  {
    name: 'asks someone to confirm',
    pattern: /\b(?:ask|asks|asking|question|challenge|insist|demand)\b/i,
  },
  {
    name: 'tells or forwards to others',
    pattern:
      /\b(?:forward|forwards|share|shares|warn|warns|tell|tells|alert|alerts|post|notify)\b/i,
  },
  {
    name: 'checks, verifies or tests',
    pattern:
      /\b(?:check|checks|checking|verify|verifies|confirm|confirms|test|tests|look up|search|searches|compare|inspect|scan|scans|review|investigate|monitor|watch|read|trace)\b/i,
  },
  {
    name: 'reports or escalates',
    pattern: /\b(?:report|reports|escalate|escalates|flag|flags|raise|log|lodge|open a case)\b/i,
  },
  {
    name: 'blocks, locks or changes something',
    pattern:
      /\b(?:block|blocks|freeze|freezes|cancel|cancels|lock|locks|reset|resets|change|changes|update|updates|patch|patches|install|installs|restore|restores|encrypt|encrypts|filter|filters|disconnect|disable|disables|turn on|turn off|switch off|add|adds|require|requires|keep|keeps|back up|limit|limits|train|trains|delete|deletes|remove|removes)\b/i,
  },
  {
    name: 'holds, waits or refuses',
    pattern:
      /\b(?:hold|holds|wait|waits|pause|pauses|stop|stops|refuse|refuses|decline|declines|hang up|hangs up|ignore|ignores|avoid|avoids)\b/i,
  },
];

export function isSafeSounding(text: string): boolean {
  return SAFE_SOUNDING_ACTIONS.some((a) => a.pattern.test(text));
}

/** Scenario questions resist the cautious guess when this many wrong options sound safe. */
export const SAFE_SOUNDING_DISTRACTORS = 2;

export function hasSafeSoundingDistractors(q: QuizQuestion): boolean {
  const safe = q.options.filter((o) => !o.correct && isSafeSounding(o.text)).length;
  return safe >= SAFE_SOUNDING_DISTRACTORS;
}

/** Explanations must teach why, not point at the page ("the page says", "as the page explains"). */
const LEANS_ON_PAGE =
  /\b(?:(?:the|this) page(?:'s)? (?:says|said|explains|notes|lists|warns|mentions|describes|shows|tells|advises|stresses|recommends|puts it|calls)|as (?:the|this) page|according to (?:the|this) page|the page's (?:advice|list|words|own))\b/i;

export function leansOnPage(text: string): boolean {
  return LEANS_ON_PAGE.test(text);
}

/** Function words: a phrase made only of these is not one of the page's own phrases. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if then than that this these those it its it's is are was were be been being " +
    'to of in on at by for from with as into onto about over under after before so not no do does did ' +
    "done has have had having can could may might must shall should will would you your you're yours " +
    'they them their he him his she her we us our i me my who whom whose which what when where why how ' +
    'all any some one there here up out off just also only very more most such each own same too'
  ).split(' '),
);

/**
 * The phrases of a text: its word bigrams and trigrams that hold at least one content word. A
 * trailing "s" is dropped, so that "invoice" and "invoices" count as one phrase.
 */
export function phrasesOf(text: string): Set<string> {
  const words = wordsOf(text).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
  const phrases = new Set<string>();
  for (const n of [2, 3]) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n);
      if (gram.some((w) => !STOP_WORDS.has(w))) phrases.add(gram.join(' '));
    }
  }
  return phrases;
}

/** How many of an option's phrases the page uses too. */
export function phraseOverlap(text: string, pagePhrases: ReadonlySet<string>): number {
  let shared = 0;
  for (const p of phrasesOf(text)) if (pagePhrases.has(p)) shared++;
  return shared;
}

/** The fraud id a question belongs to (`AccAndInvFraud-12` → `AccAndInvFraud`). */
function fraudOf(questionId: string): string {
  return questionId.slice(0, questionId.lastIndexOf('-'));
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
      // Two ways of showing one item (variants.ts) are meant to be alike.
      if (questions[i]?.id === questions[j]?.id) continue;
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
  /** Questions whose three wrong options share a first word the right one lacks, and their share. */
  firstWordOddOneOut: string[];
  firstWordOddOneOutShare: number;
  /** Share of right options, and of wrong options, with an excuse clause. */
  excuseRight: number;
  excuseWrong: number;
  /**
   * Mean count of the page's own phrases in right options and in wrong ones, over the questions
   * whose page text was given; and the share of those where the right option has strictly the most.
   */
  phraseOverlapRight: number;
  phraseOverlapWrong: number;
  phraseKeyMostShare: number;
  /** Share of scenario questions with at least two safe-sounding wrong options. */
  safeSoundingDistractorsShare: number;
  /** Questions with an explanation that leans on "the page says". */
  pageLeaning: string[];
}

/**
 * The bank's figures. `pageText` holds each fraud's page prose by fraud id, for the page-phrase
 * guard; questions whose page is not given are left out of it.
 */
export function measureBank(
  questions: readonly QuizQuestion[],
  pageText: Readonly<Record<string, string>> = {},
): BankMeasure {
  const measures = questions.map(measureQuestion);
  const n = Math.max(1, questions.length);
  const right = questions.flatMap((q) => q.options.filter((o) => o.correct));
  const wrong = questions.flatMap((q) => q.options.filter((o) => !o.correct));
  const share = (options: typeof right) =>
    options.filter((o) => hasAbsoluteWord(o.text)).length / Math.max(1, options.length);
  const pairs = similarPairs(questions, 0);
  const excuseShare = (options: typeof right) =>
    options.filter((o) => hasExcuseClause(o.text)).length / Math.max(1, options.length);
  const odd = questions.filter(isFirstWordOddOneOut).map((q) => q.id);
  const phraseSets = new Map<string, Set<string>>();
  let overlapRight = 0;
  let overlapWrong = 0;
  let keyMost = 0;
  let overlapQuestions = 0;
  for (const q of questions) {
    const fraud = fraudOf(q.id);
    const text = pageText[fraud];
    if (text === undefined) continue;
    let phrases = phraseSets.get(fraud);
    if (!phrases) {
      phrases = phrasesOf(text);
      phraseSets.set(fraud, phrases);
    }
    const key = q.options.find((o) => o.correct);
    const wrongCounts = q.options
      .filter((o) => !o.correct)
      .map((o) => phraseOverlap(o.text, phrases));
    const keyCount = key ? phraseOverlap(key.text, phrases) : 0;
    overlapQuestions++;
    overlapRight += keyCount;
    overlapWrong += wrongCounts.reduce((a, b) => a + b, 0) / Math.max(1, wrongCounts.length);
    if (keyCount > Math.max(0, ...wrongCounts)) keyMost++;
  }
  const scenarioItems = questions.filter((q) => q.kind === 'scenario');
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
    firstWordOddOneOut: odd,
    firstWordOddOneOutShare: odd.length / n,
    excuseRight: excuseShare(right),
    excuseWrong: excuseShare(wrong),
    phraseOverlapRight: overlapRight / Math.max(1, overlapQuestions),
    phraseOverlapWrong: overlapWrong / Math.max(1, overlapQuestions),
    phraseKeyMostShare: keyMost / Math.max(1, overlapQuestions),
    safeSoundingDistractorsShare:
      scenarioItems.filter(hasSafeSoundingDistractors).length / Math.max(1, scenarioItems.length),
    pageLeaning: questions
      .filter((q) => q.options.some((o) => leansOnPage(o.explanation)))
      .map((q) => q.id),
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
  if (m.firstWordOddOneOutShare > LIMITS.firstWordOddOneOutShare) {
    problems.push(
      `the three wrong options share a first word the right one lacks in ${pct(m.firstWordOddOneOutShare)} of questions (limit ${pct(LIMITS.firstWordOddOneOutShare)}): ${m.firstWordOddOneOut.join(', ')}`,
    );
  }
  if ((m.excuseWrong - m.excuseRight) * 100 > LIMITS.excuseGapPoints) {
    problems.push(
      `excuse clauses in ${pct(m.excuseWrong)} of wrong options against ${pct(m.excuseRight)} of right ones (gap limit ${LIMITS.excuseGapPoints} points)`,
    );
  }
  if (m.phraseOverlapRight - m.phraseOverlapWrong > LIMITS.phraseOverlapGap) {
    problems.push(
      `right options share ${m.phraseOverlapRight.toFixed(2)} of the page's phrases on average, wrong ones ${m.phraseOverlapWrong.toFixed(2)} (the right ones may not share more)`,
    );
  }
  if (m.scenarios > 0 && m.safeSoundingDistractorsShare < LIMITS.safeSoundingDistractorsMin) {
    problems.push(
      `only ${pct(m.safeSoundingDistractorsShare)} of scenarios have ${SAFE_SOUNDING_DISTRACTORS} or more safe-sounding wrong options (at least ${pct(LIMITS.safeSoundingDistractorsMin)})`,
    );
  }
  if (m.pageLeaning.length > LIMITS.pageLeaningExplanations) {
    problems.push(
      `${m.pageLeaning.length} questions have an explanation that leans on "the page says" instead of teaching why: ${m.pageLeaning.join(', ')}`,
    );
  }
  for (const p of m.nearDuplicates) {
    problems.push(`${p.a} and ${p.b} are near-duplicates (similarity ${p.similarity.toFixed(2)})`);
  }
  return problems;
}
