/**
 * How players who never read pick a quiz answer, for the guessing bench (quiz-guess-bench.ts).
 * Every strategy sees only what the API shows before an answer: the prompt and the option texts
 * (and, for the page-phrase matcher, the fraud page the web app shows). Each returns, per shown
 * option, the chance it picks that option, so that the bench can both play it and compute its
 * exact accuracy on the whole bank offline.
 *
 * The test-wise cues are the ones issue 24 found in the bank: the odd one out by first word, the
 * option without an excuse clause, cautious or known-channel wording, plus the classic ones (length,
 * absolute words, hedges, words repeated from the prompt). "Fitted cues" combines them all in a
 * conditional-logit model fitted on the other frauds' quizzes (leave one fraud out): a test-wise
 * player who learnt the item writer's habits from every other quiz's revealed answers.
 */
import {
  firstWord,
  hasAbsoluteWord,
  hasExcuseClause,
  isSafeSounding,
  phraseOverlap,
  phrasesOf,
} from '@ffl/content/quiz-quality';
import { toPlainText } from '@ffl/content/validate';

export interface ShownOption {
  id: number;
  text: string;
}

export interface ShownQuestion {
  id: string;
  prompt: string;
  options: ShownOption[];
}

/** The chance of picking each shown option, in the order shown; sums to 1. */
export type Pick = number[];

/** Spreads the pick evenly over the options with the highest score. */
function argmax(scores: readonly number[]): Pick {
  const best = Math.max(...scores);
  const ties = scores.filter((s) => s >= best - 1e-9).length;
  return scores.map((s) => (s >= best - 1e-9 ? 1 / ties : 0));
}

/** Wording a cautious player trusts: a channel they already know, the real organisation, a report. */
const KNOWN_CHANNEL =
  /\b(?:number on the back|on the back of|already (?:have|had|on file|saved|know)|on file|you know|you trust|known (?:number|address|contact|channel)|official|directly|independently|in person|separately|your own|the real|genuine|trusted|saved|from your records|in your records|fraud line|the bank's app|report(?:s|ed|ing)?|verif(?:y|ies)|confirm(?:s)?|check(?:s)? with|hang up)\b/i;

/** Wording a cautious player avoids: money or secrets leaving, links clicked, trust given. */
const RISKY =
  /\b(?:pay|pays|paid|send|sends|share|shares|give|gives|click|clicks|install|installs|approve|approves|transfer|transfers|accept|accepts|trust|trusts|agree|agrees|sign|signs|enter|enters|buy|buys|invest|invests|download|downloads|read out|move|moves|ignore|ignores|delete|deletes|wait|waits|carry on|continue|keep using)\b/i;

const NEGATION = /\b(?:do not|don't|never|not|no)\b/i;
const HEDGE = /\b(?:may|might|can|could|often|usually|some|most|likely|probably|rarely|tends?)\b/i;

const FUNCTION_WORDS = new Set(
  'a an the and or but if of to in on at by for with as is are was were be it its this that you your they their from into not no do'.split(
    ' ',
  ),
);

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !FUNCTION_WORDS.has(w));
}

/** The cue features of each option of a question, in the order shown. */
export const FEATURE_NAMES = [
  'odd one out by first word',
  'unique first word',
  'excuse clause',
  'only one without an excuse',
  'only one with an excuse',
  'known-channel wording',
  'only known-channel option',
  'safe-sounding action',
  'only safe-sounding option',
  'risky action',
  'negation',
  'hedge',
  'absolute word',
  'longest',
  'shortest',
  'length (z)',
  'words from the prompt',
  'has a figure',
] as const;

export function optionFeatures(question: ShownQuestion): number[][] {
  const texts = question.options.map((o) => o.text);
  const firsts = texts.map(firstWord);
  const excuse = texts.map(hasExcuseClause);
  const known = texts.map((t) => KNOWN_CHANNEL.test(t));
  const safe = texts.map(isSafeSounding);
  const lengths = texts.map((t) => t.length);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length) || 1;
  const prompt = new Set(contentWords(question.prompt));
  const count = (flags: boolean[], value: boolean) => flags.filter((f) => f === value).length;
  return texts.map((text, i) => {
    const others = firsts.filter((_, j) => j !== i);
    const words = contentWords(text);
    return [
      new Set(others).size === 1 && others[0] !== firsts[i] ? 1 : 0,
      others.includes(firsts[i] ?? '') ? 0 : 1,
      excuse[i] ? 1 : 0,
      !excuse[i] && count(excuse, false) === 1 ? 1 : 0,
      excuse[i] && count(excuse, true) === 1 ? 1 : 0,
      known[i] ? 1 : 0,
      known[i] && count(known, true) === 1 ? 1 : 0,
      safe[i] ? 1 : 0,
      safe[i] && count(safe, true) === 1 ? 1 : 0,
      RISKY.test(text) ? 1 : 0,
      NEGATION.test(text) ? 1 : 0,
      HEDGE.test(text) ? 1 : 0,
      hasAbsoluteWord(text) ? 1 : 0,
      lengths[i] === Math.max(...lengths) ? 1 : 0,
      lengths[i] === Math.min(...lengths) ? 1 : 0,
      ((lengths[i] ?? mean) - mean) / sd,
      words.length > 0 ? words.filter((w) => prompt.has(w)).length / words.length : 0,
      /\d/.test(text) ? 1 : 0,
    ];
  });
}

export type CueStrategy = (question: ShownQuestion) => Pick;

/** The fixed, hand-made cue strategies a test-wise player might use. */
export const HAND_STRATEGIES: Record<string, CueStrategy> = {
  random: (q) => q.options.map(() => 1 / q.options.length),
  longest: (q) => argmax(q.options.map((o) => o.text.length)),
  'odd one out by first word': (q) => argmax(optionFeatures(q).map((f) => f[0] ?? 0)),
  'no excuse clause': (q) => argmax(q.options.map((o) => (hasExcuseClause(o.text) ? 0 : 1))),
  'cautious, known-channel wording': (q) =>
    argmax(
      q.options.map(
        (o) =>
          (KNOWN_CHANNEL.test(o.text) ? 2 : 0) +
          (isSafeSounding(o.text) ? 1 : 0) -
          (RISKY.test(o.text) ? 1 : 0),
      ),
    ),
  'hand-combined cues': (q) =>
    argmax(
      optionFeatures(q).map(
        (f) =>
          2 * (f[0] ?? 0) +
          (f[3] ?? 0) -
          0.5 * (f[2] ?? 0) +
          1.5 * (f[5] ?? 0) +
          (f[7] ?? 0) -
          (f[9] ?? 0) -
          (f[12] ?? 0),
      ),
    ),
};

/** A labelled item to fit the cue model on: its shown question and the key's place. */
export interface LabelledQuestion {
  question: ShownQuestion;
  key: number;
}

/**
 * Fits a conditional-logit model of "which option is the key" on cue features, by gradient ascent
 * with a small ridge penalty, and returns the strategy that picks the option it scores highest.
 */
export function fitCueModel(items: readonly LabelledQuestion[]): {
  strategy: CueStrategy;
  weights: number[];
} {
  const data = items.map((item) => ({ x: optionFeatures(item.question), key: item.key }));
  const width = FEATURE_NAMES.length;
  // Standardise each feature over every option, so that one step size suits them all.
  const means = new Array<number>(width).fill(0);
  const sds = new Array<number>(width).fill(0);
  const rows = data.flatMap((d) => d.x);
  for (let k = 0; k < width; k++) {
    const values = rows.map((r) => r[k] ?? 0);
    const m = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    means[k] = m;
    sds[k] =
      Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, values.length)) || 1;
  }
  const scale = (x: readonly number[]) => x.map((v, k) => (v - (means[k] ?? 0)) / (sds[k] ?? 1));
  const scaled = data.map((d) => ({ x: d.x.map(scale), key: d.key }));
  const w = new Array<number>(width).fill(0);
  const ridge = 0.01 * scaled.length;
  for (let step = 0; step < 400; step++) {
    const grad = w.map((v) => -ridge * v);
    for (const d of scaled) {
      const scores = d.x.map((x) => x.reduce((a, v, k) => a + v * (w[k] ?? 0), 0));
      const top = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - top));
      const total = exps.reduce((a, b) => a + b, 0);
      for (const [j, x] of d.x.entries()) {
        const p = (exps[j] ?? 0) / total;
        const target = j === d.key ? 1 : 0;
        for (let k = 0; k < width; k++) grad[k] = (grad[k] ?? 0) + (target - p) * (x[k] ?? 0);
      }
    }
    for (let k = 0; k < width; k++) w[k] = (w[k] ?? 0) + (0.5 / scaled.length) * (grad[k] ?? 0);
  }
  const strategy: CueStrategy = (q) =>
    argmax(optionFeatures(q).map((x) => scale(x).reduce((a, v, k) => a + v * (w[k] ?? 0), 0)));
  return { strategy, weights: w };
}

/**
 * The reading text of a fraud page as the API serves it (GET /api/content/frauds/{id}): the same
 * fields as the content's own fraudPageProse, links reduced to their labels.
 */
export interface PageText {
  summary: string;
  whatItIs: string[];
  howItWorks: string[];
  warningSigns: string[];
  realCase: { title: string; where: string; whatHappened: string[] };
  statistics: { text: string }[];
  whoIsTargeted: string[];
  howToDefend: string[];
  ifItHappensToYou: {
    steps: string[];
    southAfrica: { name: string; how: string }[];
    international: { name: string; how: string }[];
  };
  glossary: { term: string; definition: string }[];
}

export function pageProse(page: PageText): string {
  const channels = [...page.ifItHappensToYou.southAfrica, ...page.ifItHappensToYou.international];
  return [
    page.summary,
    ...page.whatItIs,
    ...page.howItWorks,
    ...page.warningSigns,
    page.realCase.title,
    page.realCase.where,
    ...page.realCase.whatHappened,
    ...page.statistics.map((s) => s.text),
    ...page.whoIsTargeted,
    ...page.howToDefend,
    ...page.ifItHappensToYou.steps,
    ...channels.flatMap((c) => [c.name, c.how]),
    ...page.glossary.flatMap((g) => [g.term, g.definition]),
  ]
    .map(toPlainText)
    .join('\n');
}

/** The page-phrase matcher: the option sharing the most word bigrams and trigrams with the page. */
export function pagePhraseMatcher(page: string): CueStrategy {
  const phrases = phrasesOf(page);
  return (q) => argmax(q.options.map((o) => phraseOverlap(o.text, phrases)));
}

/** The same, on single content words: a cruder matcher, printed for comparison. */
export function pageWordMatcher(page: string): CueStrategy {
  const words = new Set(contentWords(page));
  return (q) =>
    argmax(q.options.map((o) => contentWords(o.text).filter((w) => words.has(w)).length));
}

/** Draws one option from a pick. */
export function drawFrom(pick: Pick, random: () => number = Math.random): number {
  let r = random();
  for (const [i, p] of pick.entries()) {
    r -= p;
    if (r < 0) return i;
  }
  return pick.length - 1;
}
