import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, type FamilyId, FRAUD_IDS, isFraudId } from '@ffl/engine/ids';
import { DRILLS } from './drills';
import { MEASURE_ITEMS } from './measure-items';
import type {
  MeasureDecisionItem,
  MeasureDifficulty,
  MeasureForm,
  MeasureItem,
  MeasureScenarioItem,
} from './measure-types';
import { MEASURE_FORMS } from './measure-types';
import {
  hasAbsoluteWord,
  hasExcuseClause,
  isFirstWordOddOneOut,
  isSafeSounding,
  jaccard,
  LIMITS,
  leansOnPage,
  phraseOverlap,
  phrasesOf,
  SAFE_SOUNDING_DISTRACTORS,
} from './quiz-quality';
import { FRAUD_CONTENT } from './registry';
import type { QuizQuestion } from './types';
import { findLinks, fraudPageProse, isKnownRoute, toPlainText } from './validate';
import {
  alarmScore,
  countSentences,
  DOLLAR,
  fictionProblems,
  findPhones,
  isFictionalPhone,
  isFullSentence,
  MAX_ALARM_MARKER_PASSES,
  MAX_STRUCTURAL_GAP,
  RAND,
  strings,
} from './validate-drills';

/*
 * Validation of the learning measure's held-out pool (measure-items.ts). validateMeasureItem checks
 * one item on its own; validateMeasurePool checks the pool: ids, the composition of every form, the
 * Latin-square rotation of difficulty that makes the forms parallel, the guards against test-wise
 * answering, and that no item copies a drill or a quiz question. Every problem is a sentence that
 * names the item, so a failing test says what to fix. `measureFigures` gives the guards' values
 * for the content report.
 */

/** The three slots of a family in a form: one scam decision, one genuine decision, one scenario. */
export const MEASURE_SLOTS = ['scam', 'genuine', 'scenario'] as const;
export type MeasureSlot = (typeof MEASURE_SLOTS)[number];

/** The writer's difficulty as a number, for the forms' means: easy −1, medium 0, hard 1. */
export const DIFFICULTY_SCORE: Readonly<Record<MeasureDifficulty, number>> = {
  easy: -1,
  medium: 0,
  hard: 1,
};

/**
 * The Latin square of difficulty: in every family, each slot takes each difficulty once across the
 * forms, and each form holds one easy, one medium and one hard item. So every form's mean prior
 * difficulty is 0 in every family, and the three kinds of item are spread alike.
 */
export const DIFFICULTY_ROTATION: Readonly<
  Record<MeasureForm, Readonly<Record<MeasureSlot, MeasureDifficulty>>>
> = {
  A: { scam: 'easy', genuine: 'medium', scenario: 'hard' },
  B: { scam: 'medium', genuine: 'hard', scenario: 'easy' },
  C: { scam: 'hard', genuine: 'easy', scenario: 'medium' },
};

export const SIGNS_PER_DECISION = 4;
export const MIN_SCAM_SIGNS = 2;
export const MAX_SCAM_SIGNS = 3;
export const OPTIONS_PER_SCENARIO = 4;
/** Sentences allowed in each text. */
export const SENTENCES = {
  scenario: 2,
  message: 4,
  question: 3,
  explanation: 3,
  signExplanation: 2,
} as const;
/** The longest option of a scenario item may be at most this many times its shortest. */
export const MAX_OPTION_LENGTH_RATIO = 1.5;
/** Share of scenario items whose right option is strictly the longest. */
export const MAX_LONGEST_RIGHT_SHARE = 0.35;
/** An item more similar than this (word trigrams, Jaccard) to a drill or a quiz question copies it. */
export const MAX_TEACHING_SIMILARITY = LIMITS.similarity;

const ID = /^M-([A-Za-z]+)-([1-9][0-9]*)$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHANNELS = new Set(['email', 'sms', 'chat', 'call', 'web', 'letter', 'social']);
const DIFFICULTIES = new Set<string>(['easy', 'medium', 'hard']);

/** A decision's scenario gives what the player knows, never the result of a check. */
const SCENARIO_CHECKED =
  /\b(confirm(?:ed|s)|verified|you (?:phoned|called|rang|checked|asked)|already checked|checked with)\b/i;

/** Words that give a verdict away: statements and their ids describe a part, never the truth. */
const VERDICT_WORDS =
  /\b(fake|scam\w*|suspicious|spoof\w*|malicious|genuine|legit\w*|bogus|dodgy|forged|phish\w*|dangerous|trustworthy|safe[- ]account|skimm\w*|look-?alike|impersonat\w*|overlay|red flag|warning sign)\b/i;

const NOT_AN_OPTION =
  /\b(all of the above|none of the above|both of the above|all of these|none of these)\b/i;

/** Places and bodies that set a story in South Africa, and ones that set it abroad. */
const ZA_MARKERS =
  /\b(South Africa\w*|Johannesburg|Sandton|Soweto|Pretoria|Midrand|Gauteng|Cape Town|Stellenbosch|Durban|Umhlanga|Hillcrest|Pinetown|Pietermaritzburg|Gqeberha|East London|Bloemfontein|Polokwane|Mbombela|Kruger|SAPS|SAFPS|FSCA|Hawks)\b/;
const INTERNATIONAL_MARKERS =
  /\b(Chicago|Seattle|Denver|Boston|Milwaukee|Sacramento|Portland|New York|Ohio|Texas|Toronto|(?<!East )London|Leeds|Manchester|United States|United Kingdom)\b/;

export type MeasureSetting = 'za' | 'international';

/** The country a fictional number belongs to, by the digits of the fictional ranges. */
function phoneSetting(phone: string): MeasureSetting | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^(\+44|0)(7700900|2079460)\d{3}$/.test(digits)) return 'international';
  if (/^(\+27|0)\d{2}55501\d{2}$/.test(digits)) return 'za';
  if (/^(\+?1)?\d{3}55501\d{2}$/.test(digits)) return 'international';
  return null;
}

/** The slot an item fills in its family and form. */
export function measureSlot(item: MeasureItem): MeasureSlot {
  if (item.kind === 'scenario') return 'scenario';
  return item.scam ? 'scam' : 'genuine';
}

/** The family of an item's fraud in the engine's catalogue (undefined for an unknown fraud). */
function familyOf(item: MeasureItem): FamilyId | undefined {
  return isFraudId(item.fraudId) ? FRAUDS[item.fraudId].family : undefined;
}

/**
 * Where an item is set: South Africa (rand amounts, South African numbers and places) or abroad
 * (dollar amounts, North American and British numbers, places abroad). `mixed` when it has marks
 * of both, `unknown` when it has none.
 */
export function measureSetting(item: MeasureItem): MeasureSetting | 'mixed' | 'unknown' {
  const found = new Set<MeasureSetting>();
  const phones: string[] = [];
  for (const { text } of strings(item, 'item')) {
    if (RAND.test(text) || ZA_MARKERS.test(text)) found.add('za');
    if (DOLLAR.test(text) || INTERNATIONAL_MARKERS.test(text)) found.add('international');
    phones.push(...findPhones(text));
  }
  if (item.kind === 'decision' && /\d/.test(item.message.from)) phones.push(item.message.from);
  for (const phone of phones) {
    const setting = phoneSetting(phone);
    if (setting) found.add(setting);
  }
  if (found.size === 2) return 'mixed';
  return [...found][0] ?? 'unknown';
}

function checkSentences(
  id: string,
  path: string,
  text: string,
  max: number,
  problems: string[],
): void {
  if (!isFullSentence(text)) problems.push(`${id}: ${path} must be full sentences`);
  else if (countSentences(text) > max)
    problems.push(`${id}: ${path} has ${countSentences(text)} sentences; at most ${max}`);
  for (const link of findLinks(text)) {
    if (!isKnownRoute(link.target))
      problems.push(`${id}: ${path} links "${link.target}", which does not resolve to a route`);
  }
}

/** Fictional only: reserved domains, fictional numbers, documentation IPs, no real brand. */
function checkFiction(item: MeasureItem, problems: string[]): void {
  problems.push(...fictionProblems(item.id, strings(item, 'item')));
  if (item.kind === 'decision') {
    const { channel, from } = item.message;
    if ((channel === 'sms' || channel === 'call' || channel === 'chat') && /\d/.test(from)) {
      if (!isFictionalPhone(from))
        problems.push(`${item.id}: the number "${from}" is not a fictional phone number`);
    }
  }
}

/** Rand only in South African stories, dollars only in stories set abroad, never both. */
function checkSetting(item: MeasureItem, problems: string[]): void {
  const setting = measureSetting(item);
  const texts = strings(item, 'item');
  const rand = texts.some((t) => RAND.test(t.text));
  const dollar = texts.some((t) => DOLLAR.test(t.text));
  if (rand && dollar) problems.push(`${item.id}: has both rand and dollar amounts`);
  else if (setting === 'mixed')
    problems.push(
      `${item.id}: mixes a South African setting with one abroad (${rand ? 'a rand amount' : dollar ? 'a dollar amount' : 'places or numbers'} of one, places or numbers of the other)`,
    );
  else if (setting === 'unknown')
    problems.push(
      `${item.id}: name a place, a number or an amount that sets the story in South Africa or abroad`,
    );
}

function checkDecision(item: MeasureDecisionItem, problems: string[]): void {
  const id = item.id;
  checkSentences(id, 'scenario', item.scenario, SENTENCES.scenario, problems);
  if (SCENARIO_CHECKED.test(item.scenario))
    problems.push(
      `${id}: the scenario does the checking ("${SCENARIO_CHECKED.exec(item.scenario)?.[0]}"); give what the player knows, not the result of a check`,
    );
  const m = item.message;
  if (!CHANNELS.has(m.channel)) problems.push(`${id}: unknown channel ${String(m.channel)}`);
  if (m.from.trim() === '') problems.push(`${id}: the message needs a sender`);
  const text = toPlainText(m.text).trim();
  if (text.split(/\s+/).length < 3) problems.push(`${id}: the message text is too short`);
  if (countSentences(m.text) > SENTENCES.message)
    problems.push(
      `${id}: the message has ${countSentences(m.text)} sentences; at most ${SENTENCES.message}`,
    );

  if (item.signs.length !== SIGNS_PER_DECISION)
    problems.push(
      `${id}: needs exactly ${SIGNS_PER_DECISION} statements, not ${item.signs.length}`,
    );
  const seen = new Set<string>();
  for (const s of item.signs) {
    if (seen.has(s.id)) problems.push(`${id}: statement id ${s.id} is used twice`);
    seen.add(s.id);
    if (!KEBAB.test(s.id)) problems.push(`${id}: statement id ${s.id} is not kebab-case`);
    if (VERDICT_WORDS.test(s.id) || VERDICT_WORDS.test(s.text))
      problems.push(`${id}: statement ${s.id} gives the verdict away`);
    if (!isFullSentence(s.text))
      problems.push(`${id}: statement ${s.id} must be a full sentence describing a part`);
    checkSentences(
      id,
      `statement ${s.id} explanation`,
      s.explanation,
      SENTENCES.signExplanation,
      problems,
    );
    if (leansOnPage(s.explanation))
      problems.push(`${id}: statement ${s.id} explanation leans on "the page says"`);
  }
  if (new Set(item.signs.map((s) => s.text.trim().toLowerCase())).size !== item.signs.length)
    problems.push(`${id}: two statements have the same text`);
  const signs = item.signs.filter((s) => s.sign).length;
  if (item.scam && (signs < MIN_SCAM_SIGNS || signs > MAX_SCAM_SIGNS))
    problems.push(
      `${id}: a scam needs ${MIN_SCAM_SIGNS} or ${MAX_SCAM_SIGNS} warning signs among its statements, not ${signs}`,
    );
  if (!item.scam && signs > 0)
    problems.push(`${id}: a genuine message has no warning signs, not ${signs}`);
}

/** An item as a quiz question, for the bank's cue checks. */
function asQuestion(item: MeasureScenarioItem): QuizQuestion {
  return {
    id: item.id,
    kind: 'scenario',
    prompt: item.question,
    options: item.options.map((o) => ({ ...o, explanation: '' })),
  };
}

const pagePhrases = new Map<string, Set<string>>();
/** The phrases of a fraud page's reading text (cached). */
function phrasesOfPage(fraudId: string): Set<string> {
  let phrases = pagePhrases.get(fraudId);
  if (!phrases) {
    const page = isFraudId(fraudId) ? FRAUD_CONTENT[fraudId] : undefined;
    phrases = page ? phrasesOf(fraudPageProse(page).join('\n')) : new Set();
    pagePhrases.set(fraudId, phrases);
  }
  return phrases;
}

/** How many of the page's phrases the right option and each wrong one repeat. */
function pageOverlap(item: MeasureScenarioItem): { right: number; wrong: number[] } {
  const phrases = phrasesOfPage(item.fraudId);
  return {
    right: phraseOverlap(item.options.find((o) => o.correct)?.text ?? '', phrases),
    wrong: item.options.filter((o) => !o.correct).map((o) => phraseOverlap(o.text, phrases)),
  };
}

function checkScenario(item: MeasureScenarioItem, problems: string[]): void {
  const id = item.id;
  checkSentences(id, 'question', item.question, SENTENCES.question, problems);
  if (!item.question.trim().endsWith('?')) problems.push(`${id}: the question must end with "?"`);
  if (item.options.length !== OPTIONS_PER_SCENARIO)
    problems.push(
      `${id}: needs exactly ${OPTIONS_PER_SCENARIO} options, not ${item.options.length}`,
    );
  const right = item.options.filter((o) => o.correct).length;
  if (right !== 1) problems.push(`${id}: needs exactly one correct option, not ${right}`);
  if (new Set(item.options.map((o) => o.text.trim().toLowerCase())).size !== item.options.length)
    problems.push(`${id}: two options have the same text`);
  for (const [i, o] of item.options.entries()) {
    if (o.text.trim() === '') problems.push(`${id}: option ${i} is empty`);
    if (NOT_AN_OPTION.test(o.text)) problems.push(`${id}: option ${i} is not a real answer`);
  }
  if (item.options.length === 0 || right !== 1) return;

  const lengths = item.options.map((o) => o.text.length);
  const ratio = Math.max(...lengths) / Math.max(1, Math.min(...lengths));
  if (ratio > MAX_OPTION_LENGTH_RATIO)
    problems.push(
      `${id}: options differ too much in length (longest ${ratio.toFixed(2)}× the shortest; at most ${MAX_OPTION_LENGTH_RATIO}×)`,
    );
  if (isFirstWordOddOneOut(asQuestion(item)))
    problems.push(`${id}: the three wrong options share a first word that the right one lacks`);
  const safe = item.options.filter((o) => !o.correct && isSafeSounding(o.text)).length;
  if (safe < SAFE_SOUNDING_DISTRACTORS)
    problems.push(
      `${id}: needs at least ${SAFE_SOUNDING_DISTRACTORS} wrong options that sound safe (calling, replying, asking, forwarding, checking…), not ${safe}`,
    );
  const overlap = pageOverlap(item);
  if (overlap.right > 0 && overlap.right > Math.max(0, ...overlap.wrong))
    problems.push(
      `${id}: the right option repeats more of the page's own phrases (${overlap.right}) than any wrong one (${Math.max(0, ...overlap.wrong)})`,
    );
}

/** Every problem with one item; an empty list means the item is valid. */
export function validateMeasureItem(item: MeasureItem): string[] {
  const problems: string[] = [];
  const id = item.id;
  if (!isFraudId(item.fraudId)) return [`${id}: unknown fraud ${String(item.fraudId)}`];
  const match = ID.exec(id);
  if (!match || match[1] !== item.fraudId)
    problems.push(`${id}: id must be M-${item.fraudId}-<number>`);
  if (!(MEASURE_FORMS as readonly string[]).includes(item.form))
    problems.push(`${id}: unknown form ${String(item.form)}`);
  if (!DIFFICULTIES.has(item.difficulty))
    problems.push(`${id}: unknown difficulty ${String(item.difficulty)}`);
  checkSentences(id, 'explanation', item.explanation, SENTENCES.explanation, problems);
  if (leansOnPage(item.explanation))
    problems.push(`${id}: the explanation leans on "the page says" instead of teaching why`);
  if (item.kind === 'decision') checkDecision(item, problems);
  else if (item.kind === 'scenario') checkScenario(item, problems);
  else problems.push(`${id}: unknown kind ${String((item as { kind: unknown }).kind)}`);
  checkFiction(item, problems);
  checkSetting(item, problems);
  return problems;
}

/* ── Guards over the pool ─────────────────────────────────────────────────────────────────── */

/** A blind player's statements and decision for one decision item. */
interface BlindAnswer {
  report: boolean;
  ticked: ReadonlySet<string>;
}

/**
 * Two players who read for alarm, not meaning (ALARM_WORDS of validate-drills.ts): `top2` ticks the
 * two statements with the most alarm words (ties in the order shown), `allAlarming` every statement
 * with one; both report the message when they tick anything.
 */
export const BLIND_TICKERS: Readonly<Record<string, (item: MeasureDecisionItem) => BlindAnswer>> = {
  top2: (item) => {
    const ranked = item.signs
      .map((s, i) => ({ s, i, score: alarmScore(s.text) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, 2);
    return { report: ranked.length > 0, ticked: new Set(ranked.map((r) => r.s.id)) };
  },
  allAlarming: (item) => {
    const ticked = new Set(item.signs.filter((s) => alarmScore(s.text) > 0).map((s) => s.id));
    return { report: ticked.size > 0, ticked };
  },
};

/**
 * Whether an answer passes an item: the right decision and, for a scam, signs found minus other
 * statements ticked at least two thirds (the drills' pass mark); for a genuine message, no tick.
 */
export function passesDecision(item: MeasureDecisionItem, answer: BlindAnswer): boolean {
  if (answer.report !== item.scam) return false;
  const signs = item.signs.filter((s) => s.sign);
  const others = item.signs.filter((s) => !s.sign);
  if (!item.scam) return answer.ticked.size === 0;
  const hits = signs.filter((s) => answer.ticked.has(s.id)).length / Math.max(1, signs.length);
  const falseAlarms =
    others.filter((s) => answer.ticked.has(s.id)).length / Math.max(1, others.length);
  return hits - falseAlarms >= 2 / 3 - 1e-9;
}

function trigrams(text: string): Set<string> {
  const words = toPlainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++)
    grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** The story of an item, as compared with teaching material and with the other items. */
function storyOf(item: MeasureItem): string {
  if (item.kind === 'scenario')
    return `${item.question} ${item.options.find((o) => o.correct)?.text ?? ''}`;
  return `${item.scenario} ${item.message.subject ?? ''} ${item.message.text}`;
}

export interface SimilarTo {
  id: string;
  other: string;
  similarity: number;
}

/**
 * Each item's most similar drill and quiz question (word trigrams, Jaccard): measurement items are
 * never teaching material, so none may copy a drill's story or a quiz question. Also the most
 * similar pair inside the pool, since the forms must not hold twins that teach each other.
 */
export function teachingSimilarity(items: readonly MeasureItem[]): {
  drill: SimilarTo | null;
  quiz: SimilarTo | null;
  pool: SimilarTo | null;
  over: SimilarTo[];
} {
  // A drill is compared by its scenario alone and with its artefact, a quiz question by its prompt
  // alone and with its key, so that copying either half is found.
  const drills = DRILLS.flatMap((d) => [
    { id: d.id, grams: trigrams(d.scenario) },
    {
      id: d.id,
      grams: trigrams(
        [d.scenario, ...strings(d.artefact, 'artefact').map((s) => s.text)].join(' '),
      ),
    },
  ]);
  const quiz = FRAUD_IDS.flatMap((f) => FRAUD_CONTENT[f].quiz).flatMap((q) => [
    { id: q.id, grams: trigrams(q.prompt) },
    { id: q.id, grams: trigrams(`${q.prompt} ${q.options.find((o) => o.correct)?.text ?? ''}`) },
  ]);
  const mine = items.map((item) => ({ id: item.id, grams: trigrams(storyOf(item)) }));
  const best = (pairs: SimilarTo[]) =>
    pairs.reduce<SimilarTo | null>((a, b) => (a && a.similarity >= b.similarity ? a : b), null);
  const over: SimilarTo[] = [];
  const against = (others: { id: string; grams: Set<string> }[], skipSelf: boolean) =>
    best(
      mine.flatMap((m, i) =>
        others
          .filter((_, j) => !skipSelf || j > i)
          .map((o) => {
            const pair = { id: m.id, other: o.id, similarity: jaccard(m.grams, o.grams) };
            if (pair.similarity > MAX_TEACHING_SIMILARITY) over.push(pair);
            return pair;
          }),
      ),
    );
  return {
    drill: against(drills, false),
    quiz: against(quiz, false),
    pool: against(mine, true),
    over,
  };
}

export interface MeasureFigures {
  items: number;
  decisions: number;
  scams: number;
  scenarios: number;
  settings: Record<MeasureSetting, number>;
  /** Each form's mean prior difficulty (easy −1, medium 0, hard 1), overall and per family. */
  formMeans: Record<MeasureForm, number>;
  familyFormMeans: Record<FamilyId, Record<MeasureForm, number>>;
  /** Scenario items: cue guards. */
  longestRightShare: number;
  muchLongerShare: number;
  meanLengthRatio: number;
  firstWordOddOneOut: string[];
  excuseRight: number;
  excuseWrong: number;
  absoluteRight: number;
  absoluteWrong: number;
  safeSoundingShare: number;
  phraseOverlapRight: number;
  phraseOverlapWrong: number;
  /** Share of scenario items whose right option repeats strictly the most page phrases. */
  phraseKeyMostShare: number;
  /** Decision items: share of warning signs at each shown position among scams, and the gap. */
  signPositionShares: number[];
  signPositionGap: number;
  /** Blind tickers: items they pass, and their share of right decisions. */
  blindPasses: Record<string, string[]>;
  blindDecisionAccuracy: Record<string, number>;
  similarity: ReturnType<typeof teachingSimilarity>;
}

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

/** The pool's figures: composition, forms, and the guards' values. */
export function measureFigures(items: readonly MeasureItem[]): MeasureFigures {
  const decisions = items.filter((i): i is MeasureDecisionItem => i.kind === 'decision');
  const scenarios = items.filter((i): i is MeasureScenarioItem => i.kind === 'scenario');
  const settings: Record<MeasureSetting, number> = { za: 0, international: 0 };
  for (const item of items) {
    const s = measureSetting(item);
    if (s === 'za' || s === 'international') settings[s] += 1;
  }
  const formMean = (form: MeasureForm, family?: FamilyId) =>
    mean(
      items
        .filter((i) => i.form === form && (!family || familyOf(i) === family))
        .map((i) => DIFFICULTY_SCORE[i.difficulty] ?? Number.NaN),
    );
  const formMeans = { A: formMean('A'), B: formMean('B'), C: formMean('C') };
  const familyFormMeans = Object.fromEntries(
    FAMILY_IDS.map((f) => [f, { A: formMean('A', f), B: formMean('B', f), C: formMean('C', f) }]),
  ) as Record<FamilyId, Record<MeasureForm, number>>;

  const lengths = scenarios.map((s) => {
    const right = s.options.find((o) => o.correct)?.text.length ?? 0;
    const wrong = s.options.filter((o) => !o.correct).map((o) => o.text.length);
    return { right, longestWrong: Math.max(0, ...wrong), meanWrong: mean(wrong) };
  });
  const n = Math.max(1, scenarios.length);
  const rightOptions = scenarios.flatMap((s) => s.options.filter((o) => o.correct));
  const wrongOptions = scenarios.flatMap((s) => s.options.filter((o) => !o.correct));
  const share = (options: typeof rightOptions, test: (t: string) => boolean) =>
    options.filter((o) => test(o.text)).length / Math.max(1, options.length);
  const overlaps = scenarios.map(pageOverlap);

  const scams = decisions.filter((d) => d.scam);
  const positions = [0, 1, 2, 3].map(
    (p) => scams.filter((d) => d.signs[p]?.sign).length / Math.max(1, scams.length),
  );
  const positionGap = Math.max(
    ...positions.map((p, i) => Math.abs(p - mean(positions.filter((_, j) => j !== i)))),
  );
  const blindPasses: Record<string, string[]> = {};
  const blindDecisionAccuracy: Record<string, number> = {};
  for (const [name, tick] of Object.entries(BLIND_TICKERS)) {
    blindPasses[name] = decisions.filter((d) => passesDecision(d, tick(d))).map((d) => d.id);
    blindDecisionAccuracy[name] =
      decisions.filter((d) => tick(d).report === d.scam).length / Math.max(1, decisions.length);
  }

  return {
    items: items.length,
    decisions: decisions.length,
    scams: scams.length,
    scenarios: scenarios.length,
    settings,
    formMeans,
    familyFormMeans,
    longestRightShare: lengths.filter((l) => l.right > l.longestWrong).length / n,
    muchLongerShare: lengths.filter((l) => l.right >= 1.5 * l.longestWrong).length / n,
    meanLengthRatio: mean(lengths.map((l) => (l.meanWrong > 0 ? l.right / l.meanWrong : 1))),
    firstWordOddOneOut: scenarios
      .filter((s) => isFirstWordOddOneOut(asQuestion(s)))
      .map((s) => s.id),
    excuseRight: share(rightOptions, hasExcuseClause),
    excuseWrong: share(wrongOptions, hasExcuseClause),
    absoluteRight: share(rightOptions, hasAbsoluteWord),
    absoluteWrong: share(wrongOptions, hasAbsoluteWord),
    safeSoundingShare:
      scenarios.filter(
        (s) =>
          s.options.filter((o) => !o.correct && isSafeSounding(o.text)).length >=
          SAFE_SOUNDING_DISTRACTORS,
      ).length / n,
    phraseOverlapRight: mean(overlaps.map((o) => o.right)),
    phraseOverlapWrong: mean(overlaps.map((o) => mean(o.wrong))),
    phraseKeyMostShare: overlaps.filter((o) => o.right > Math.max(0, ...o.wrong)).length / n,
    signPositionShares: positions,
    signPositionGap: positionGap,
    blindPasses,
    blindDecisionAccuracy,
    similarity: teachingSimilarity(items),
  };
}

/** Every problem with the pool, including each item's own problems. */
export function validateMeasurePool(items: readonly MeasureItem[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) problems.push(`measure item id ${item.id} is used twice`);
    ids.add(item.id);
    problems.push(...validateMeasureItem(item));
  }
  const known = items.filter((i) => isFraudId(i.fraudId));

  // Composition: per family and form, one scam decision, one genuine decision, one scenario; and
  // the Latin square of difficulty.
  for (const family of FAMILY_IDS) {
    for (const form of MEASURE_FORMS) {
      const here = known.filter((i) => familyOf(i) === family && i.form === form);
      for (const slot of MEASURE_SLOTS) {
        const inSlot = here.filter((i) => measureSlot(i) === slot);
        if (inSlot.length !== 1)
          problems.push(
            `${family}, form ${form}: needs exactly one ${slot} item, not ${inSlot.length}${inSlot.length > 1 ? ` (${inSlot.map((i) => i.id).join(', ')})` : ''}`,
          );
        const want = DIFFICULTY_ROTATION[form][slot];
        for (const item of inSlot) {
          if (item.difficulty !== want)
            problems.push(
              `${item.id}: the ${slot} item of ${family} in form ${form} must be ${want} (the Latin square), not ${item.difficulty}`,
            );
        }
      }
    }
    // Spread the family's frauds over its items.
    const frauds = FRAUD_IDS.filter((f) => FRAUDS[f].family === family);
    const counts = frauds.map((f) => known.filter((i) => i.fraudId === f).length);
    const missing = frauds.filter((_, i) => counts[i] === 0);
    if (missing.length > 0 && known.some((i) => familyOf(i) === family))
      problems.push(`${family}: no item measures ${missing.join(', ')}`);
    if (Math.max(...counts) - Math.min(...counts) > 1)
      problems.push(
        `${family}: spread its items evenly over its frauds (${frauds.map((f, i) => `${f} ${counts[i]}`).join(', ')})`,
      );
    const settings = new Set(known.filter((i) => familyOf(i) === family).map(measureSetting));
    if (
      known.some((i) => familyOf(i) === family) &&
      !(settings.has('za') && settings.has('international'))
    )
      problems.push(`${family}: its items need both South African and international settings`);
  }

  const figures = measureFigures(known);
  const same = (xs: number[]) => xs.every((x) => Math.abs(x - (xs[0] ?? 0)) < 1e-9);
  const show = (m: Record<MeasureForm, number>) =>
    MEASURE_FORMS.map((f) => `${f} ${m[f].toFixed(2)}`).join(', ');
  if (!same(MEASURE_FORMS.map((f) => figures.formMeans[f])))
    problems.push(`the forms' mean prior difficulty differs: ${show(figures.formMeans)}`);
  for (const family of FAMILY_IDS) {
    const m = figures.familyFormMeans[family];
    if (!same(MEASURE_FORMS.map((f) => m[f])))
      problems.push(`${family}: the forms' mean prior difficulty differs: ${show(m)}`);
  }

  // Cue guards over the scenario items.
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (figures.longestRightShare > MAX_LONGEST_RIGHT_SHARE)
    problems.push(
      `the right option is strictly the longest in ${pct(figures.longestRightShare)} of scenario items (at most ${pct(MAX_LONGEST_RIGHT_SHARE)})`,
    );
  if (
    figures.meanLengthRatio < LIMITS.meanRatioMin ||
    figures.meanLengthRatio > LIMITS.meanRatioMax
  )
    problems.push(
      `mean length ratio right/wrong is ${figures.meanLengthRatio.toFixed(2)} (must be ${LIMITS.meanRatioMin}–${LIMITS.meanRatioMax})`,
    );
  if (figures.excuseWrong > figures.excuseRight)
    problems.push(
      `excuse clauses in ${pct(figures.excuseWrong)} of wrong options against ${pct(figures.excuseRight)} of right ones`,
    );
  if ((figures.absoluteWrong - figures.absoluteRight) * 100 > LIMITS.absoluteGapPoints)
    problems.push(
      `absolute words in ${pct(figures.absoluteWrong)} of wrong options against ${pct(figures.absoluteRight)} of right ones`,
    );
  if (figures.scenarios > 0 && figures.phraseOverlapRight > figures.phraseOverlapWrong)
    problems.push(
      `right options repeat ${figures.phraseOverlapRight.toFixed(2)} of the page's phrases on average, wrong ones ${figures.phraseOverlapWrong.toFixed(2)} (the right ones may not repeat more)`,
    );

  // Guards over the decision items.
  if (figures.scams > 0 && figures.signPositionGap > MAX_STRUCTURAL_GAP)
    problems.push(
      `warning signs by position give the answer away: ${figures.signPositionShares.map(pct).join(', ')} of scams have a sign at positions 1–4 (the gap may be at most ${pct(MAX_STRUCTURAL_GAP)})`,
    );
  for (const [name, passed] of Object.entries(figures.blindPasses)) {
    if (passed.length > figures.decisions * MAX_ALARM_MARKER_PASSES)
      problems.push(
        `ticking by alarm words (${name}) passes ${passed.length} of ${figures.decisions} decision items (at most ${pct(MAX_ALARM_MARKER_PASSES)}): ${passed.join(', ')}`,
      );
  }

  const reported = new Set<string>();
  for (const pair of figures.similarity.over) {
    if (reported.has(`${pair.id} ${pair.other}`)) continue;
    reported.add(`${pair.id} ${pair.other}`);
    problems.push(
      `${pair.id} is too close to ${pair.other} (similarity ${pair.similarity.toFixed(2)}, at most ${MAX_TEACHING_SIMILARITY}); write a new story`,
    );
  }
  return problems;
}

/** The pool's figures as lines for `npm run report`. */
export function measureReportLines(items: readonly MeasureItem[] = MEASURE_ITEMS): string[] {
  const f = measureFigures(items);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const line = (name: string, value: string, limit = '') =>
    `${name.padEnd(40)} ${value.padStart(7)}  ${limit}`;
  const sim = (s: SimilarTo | null) => (s ? `${s.similarity.toFixed(2)}` : '-');
  const problems = validateMeasurePool(items);
  return [
    '',
    `measurement pool: ${f.items} items (${f.decisions} decisions, ${f.scams} of them scams; ${f.scenarios} scenarios; ${f.settings.za} South African, ${f.settings.international} international)`,
    line(
      'form mean prior difficulty A / B / C',
      MEASURE_FORMS.map((m) => f.formMeans[m].toFixed(2)).join(' / '),
      'equal, per family too',
    ),
    line(
      'right option strictly the longest',
      pct(f.longestRightShare),
      `≤ ${pct(MAX_LONGEST_RIGHT_SHARE)}`,
    ),
    line(
      'mean length ratio right/wrong',
      f.meanLengthRatio.toFixed(2),
      `${LIMITS.meanRatioMin}–${LIMITS.meanRatioMax}`,
    ),
    line('first-word odd-one-out', String(f.firstWordOddOneOut.length), '0'),
    line(
      'excuse clauses right / wrong',
      `${pct(f.excuseRight)} / ${pct(f.excuseWrong)}`,
      'wrong ≤ right',
    ),
    line(
      'absolute words right / wrong',
      `${pct(f.absoluteRight)} / ${pct(f.absoluteWrong)}`,
      `wrong ≤ right + ${LIMITS.absoluteGapPoints} points`,
    ),
    line('2+ safe-sounding wrong options', pct(f.safeSoundingShare), '100%'),
    line(
      'page phrases right / wrong (mean)',
      `${f.phraseOverlapRight.toFixed(2)} / ${f.phraseOverlapWrong.toFixed(2)}`,
      'right ≤ wrong',
    ),
    line(
      'signs at positions 1–4 (scams)',
      f.signPositionShares.map((p) => `${Math.round(p * 100)}`).join('/'),
      `gap ≤ ${pct(MAX_STRUCTURAL_GAP)}`,
    ),
    ...Object.keys(f.blindPasses).map((name) =>
      line(
        `alarm-word ticker ${name}: passes`,
        `${f.blindPasses[name]?.length ?? 0}`,
        `≤ ${pct(MAX_ALARM_MARKER_PASSES)} of ${f.decisions}; right decisions ${pct(f.blindDecisionAccuracy[name] ?? 0)}`,
      ),
    ),
    line(
      'closest drill / quiz / pool item',
      `${sim(f.similarity.drill)} / ${sim(f.similarity.quiz)} / ${sim(f.similarity.pool)}`,
      `≤ ${MAX_TEACHING_SIMILARITY}`,
    ),
    problems.length === 0
      ? 'every measurement guard holds'
      : `measurement problems:\n  ${problems.join('\n  ')}`,
  ];
}
