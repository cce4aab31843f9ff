import type { Drill } from './drill-types';
import type { QuizQuestion } from './types';

/*
 * Variants against answer sharing (issue 24, part 3). A quiz item is shown as written or as one of
 * its variants (other names, amounts, channel and wording); a drill as written or with one of its
 * variants' swaps (other names, amounts, numbers, addresses, dates). Which one a player sees is
 * drawn by the server (quiz: per attempt, drill: per player). Rendering is pure and keeps the
 * truth: an option keeps its verdict, a hotspot its id and its flag.
 */

/** At least this many variants per quiz item, besides the written one. */
export const MIN_QUIZ_VARIANTS = 1;
/** At least this many variants per drill, besides the written one. */
export const MIN_DRILL_VARIANTS = 2;
/** At least this many surface details swapped by each drill variant. */
export const MIN_DRILL_SWAPS = 2;
/** A variant's prompt and right option may share at most this much (trigram Jaccard) with the written one's. */
export const MAX_VARIANT_SIMILARITY = 0.85;

/** How many ways a quiz item can be shown: the written item and its variants. */
export function quizVariantCount(q: QuizQuestion): number {
  return 1 + (q.variants?.length ?? 0);
}

/** The item as variant `index` shows it (0 = as written); an index out of range shows it as written. */
export function renderQuizVariant(q: QuizQuestion, index: number): QuizQuestion {
  const variant = index > 0 ? q.variants?.[index - 1] : undefined;
  if (!variant) return q;
  return {
    id: q.id,
    kind: q.kind,
    prompt: variant.prompt,
    ...(q.recallsFigure ? { recallsFigure: q.recallsFigure } : {}),
    options: q.options.map((option, i) => ({
      text: variant.options[i]?.text ?? option.text,
      explanation: variant.options[i]?.explanation ?? option.explanation,
      correct: option.correct,
    })),
  };
}

/** Every way the item can be shown, the written one first. */
export function allQuizVariants(q: QuizQuestion): QuizQuestion[] {
  return Array.from({ length: quizVariantCount(q) }, (_, i) => renderQuizVariant(q, i));
}

/** How many ways a drill can be shown: as written and with each variant's swaps. */
export function drillVariantCount(drill: Drill): number {
  return 1 + (drill.variants?.length ?? 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces every key of `swap` in `text` at once (longest key first), so a value is never swapped again. */
export function swapText(text: string, swap: Readonly<Record<string, string>>): string {
  const keys = Object.keys(swap)
    .filter((k) => k.length > 0)
    .sort((a, b) => b.length - a.length);
  if (keys.length === 0) return text;
  const pattern = new RegExp(keys.map(escapeRegExp).join('|'), 'g');
  return text.replace(pattern, (found) => swap[found] ?? found);
}

/** A copy of a value with `swap` applied to every string in it; keys and non-strings stay. */
export function swapDeep<T>(value: T, swap: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return swapText(value, swap) as T;
  if (Array.isArray(value)) return value.map((v) => swapDeep(v, swap)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapDeep(v, swap)])) as T;
  }
  return value;
}

/** Fields of a drill that identify it or say what kind of thing a part is: never swapped. */
const DRILL_FIXED_KEYS = new Set([
  'id',
  'twin',
  'fraudId',
  'hotspot',
  'urlHotspot',
  'padlockHotspot',
  'medium',
  'look',
  'cue',
  'rightDecisions',
  'setting',
  'currency',
  'speaker',
  'rating',
  'legitimate',
  'redFlag',
  'teaches',
]);
/** `from` of a chat message and `type` of a form field are kinds too, unlike an e-mail's sender. */
const KIND_VALUES = new Set(['them', 'me', 'text', 'password', 'otp', 'card']);

function isFixed(key: string, value: unknown): boolean {
  if (DRILL_FIXED_KEYS.has(key)) return true;
  return (key === 'from' || key === 'type') && typeof value === 'string' && KIND_VALUES.has(value);
}

function swapDrillValue<T>(value: T, swap: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return swapText(value, swap) as T;
  if (Array.isArray(value)) return value.map((v) => swapDrillValue(v, swap)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isFixed(k, v) ? v : swapDrillValue(v, swap)]),
    ) as T;
  }
  return value;
}

/**
 * The drill as variant `index` shows it (0 = as written): its swaps applied to the title,
 * scenario, artefact, hotspot labels and every explanation. Ids, the medium, the truth and the
 * variants themselves are left as they are. An index out of range shows it as written.
 */
export function renderDrillVariant(drill: Drill, index: number): Drill {
  const variant = index > 0 ? drill.variants?.[index - 1] : undefined;
  if (!variant) return drill;
  const { variants: _variants, ...rest } = drill;
  return { ...swapDrillValue(rest, variant.swap), variants: drill.variants } as Drill;
}

function trigrams(text: string): Set<string> {
  const t = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) grams.add(t.slice(i, i + 3));
  return grams;
}

/** Trigram Jaccard similarity of two texts, 0 to 1. */
export function textSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** Names and figures: capitalised words not at a sentence start, and anything with a digit. */
function detailsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b[A-Z][a-z]{2,}\b/g)) found.add(m[0]);
  for (const m of text.matchAll(/[A-Za-z$]*\d[\d\s,.:]*\d|\d/g)) found.add(m[0].trim());
  return found;
}

/**
 * Every rule a quiz item's variants break. Each variant has the item's number of options; its
 * prompt and its right option are reworded (not the written text, and not too close to it), so
 * a revealed answer does not match it as text; and an option whose written explanation names a
 * detail of the written prompt the variant no longer has carries its own explanation.
 */
export function checkQuizVariants(q: QuizQuestion): string[] {
  const problems: string[] = [];
  const variants = q.variants ?? [];
  if (variants.length < MIN_QUIZ_VARIANTS) {
    problems.push(
      `${q.id}: needs at least ${MIN_QUIZ_VARIANTS} variant${MIN_QUIZ_VARIANTS === 1 ? '' : 's'}`,
    );
  }
  const key = q.options.findIndex((o) => o.correct);
  const prompts = new Set([q.prompt.trim().toLowerCase()]);
  const promptDetails = detailsOf(q.prompt);
  for (const [v, variant] of variants.entries()) {
    const name = `${q.id} variant ${v + 1}`;
    if (variant.options.length !== q.options.length) {
      problems.push(
        `${name}: has ${variant.options.length} options; the item has ${q.options.length}`,
      );
      continue;
    }
    const prompt = variant.prompt.trim().toLowerCase();
    if (prompts.has(prompt)) problems.push(`${name}: repeats a prompt word for word`);
    prompts.add(prompt);
    if (textSimilarity(variant.prompt, q.prompt) > MAX_VARIANT_SIMILARITY) {
      problems.push(`${name}: its prompt is too close to the written one; reword it`);
    }
    const writtenKey = q.options[key]?.text ?? '';
    const variantKey = variant.options[key]?.text ?? '';
    if (
      variantKey.trim().toLowerCase() === writtenKey.trim().toLowerCase() ||
      textSimilarity(variantKey, writtenKey) > MAX_VARIANT_SIMILARITY
    ) {
      problems.push(`${name}: its right option is too close to the written one; reword it`);
    }
    const shown = `${variant.prompt} ${variant.options.map((o) => o.text).join(' ')}`;
    for (const [i, option] of q.options.entries()) {
      if (variant.options[i]?.explanation) continue;
      const lost = [...promptDetails].filter(
        (d) => option.explanation.includes(d) && !shown.includes(d),
      );
      if (lost.length > 0) {
        problems.push(
          `${name}: option ${i}'s explanation names ${lost.map((d) => `"${d}"`).join(', ')}, which the variant changed; give it its own explanation`,
        );
      }
    }
  }
  return problems;
}

/** The texts of a drill that a swap may change: everything but ids and kinds. */
function drillText(drill: Drill): string {
  const { variants: _variants, ...rest } = drill;
  const parts: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (isFixed(key, value)) return;
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(rest);
  return parts.join('\n');
}

/**
 * Every rule a drill's variants break: enough variants, each swapping at least
 * MIN_DRILL_SWAPS details that occur in the drill's shown text, into other non-empty text,
 * and no two variants alike. The rendered variants are validated like any drill by the caller.
 */
export function checkDrillVariants(drill: Drill): string[] {
  const problems: string[] = [];
  const variants = drill.variants ?? [];
  if (variants.length < MIN_DRILL_VARIANTS) {
    problems.push(`${drill.id}: needs at least ${MIN_DRILL_VARIANTS} variants`);
  }
  const text = drillText(drill);
  const seen = new Set<string>();
  for (const [v, variant] of variants.entries()) {
    const name = `${drill.id} variant ${v + 1}`;
    const entries = Object.entries(variant.swap);
    if (entries.length < MIN_DRILL_SWAPS) {
      problems.push(`${name}: swaps ${entries.length} details; at least ${MIN_DRILL_SWAPS} needed`);
    }
    for (const [from, to] of entries) {
      if (from.trim().length < 2) problems.push(`${name}: swaps a blank or one-letter text`);
      else if (!text.includes(from))
        problems.push(`${name}: "${from}" does not occur in the drill`);
      if (to.trim().length === 0 || to === from) {
        problems.push(`${name}: "${from}" must be swapped for other, non-empty text`);
      }
    }
    const signature = JSON.stringify(entries.sort());
    if (seen.has(signature)) problems.push(`${name}: repeats another variant's swaps`);
    seen.add(signature);
  }
  return problems;
}

let shownIndex: Map<string, QuizQuestion[]> | undefined;

/**
 * The quiz item, rendered as the variant shown, whose prompt and option texts are these (in any
 * order); undefined when none is. For tests and benches, which play a player who has read every
 * variant: the server never needs it, as it knows what each attempt showed.
 */
export function identifyShownItem(
  prompt: string,
  optionTexts: readonly string[],
  items: () => readonly QuizQuestion[],
): QuizQuestion | undefined {
  if (!shownIndex) {
    shownIndex = new Map();
    for (const variant of items().flatMap(allQuizVariants)) {
      const list = shownIndex.get(variant.prompt) ?? [];
      list.push(variant);
      shownIndex.set(variant.prompt, list);
    }
  }
  const texts = JSON.stringify([...optionTexts].sort());
  return shownIndex
    .get(prompt)
    ?.find((candidate) => JSON.stringify(candidate.options.map((o) => o.text).sort()) === texts);
}

/** Every string in a value, sorted: a fingerprint that ignores key order and dropped keys' absence. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, into);
  return into;
}

function drillFingerprint(view: { scenario: string; artefact: unknown }): string {
  return JSON.stringify([view.scenario, ...stringsOf(view.artefact).sort()]);
}

let shownDrills: Map<string, Drill> | undefined;

/**
 * The drill, rendered as the variant shown, whose scenario and artefact these are; undefined
 * when none is. For tests and benches, which play a player who has read every variant of every
 * drill: the server never needs it, as it knows which drill each handle names.
 */
export function identifyShownDrill(
  view: { scenario: string; artefact: unknown },
  drills: () => readonly Drill[],
): Drill | undefined {
  if (!shownDrills) {
    shownDrills = new Map();
    for (const drill of drills()) {
      for (let v = 0; v < drillVariantCount(drill); v++) {
        const shown = renderDrillVariant(drill, v);
        shownDrills.set(drillFingerprint(shown), shown);
      }
    }
  }
  return shownDrills.get(drillFingerprint(view));
}
