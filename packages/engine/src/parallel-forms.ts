/**
 * Parallel forms for the learning measure (issue 24): a pre-check and a post-check that are equally
 * hard, or a "gain" is only an easier test.
 *
 * - **Item difficulty from first attempts.** Retakes and reviews are not first attempts: only each
 *   person's first answer to an item counts (a later one in the list is ignored).
 *   - `estimateDifficulty`: the proportion correct, shrunk towards the pool's proportion by a small
 *     prior (`prior` pseudo-attempts, default 2), so that an item with 3 attempts is not called
 *     trivial or impossible. `difficulty` is its logit, ln((1 − p) / p): higher is harder.
 *   - `fitRasch`: the Rasch (one-parameter logistic) model, P(correct) = 1 / (1 + e^−(θ − b)), fitted
 *     by joint maximum likelihood: alternating Newton steps (each at most 1 logit) for persons and
 *     items, a fixed number of iterations (default 100, so the cost is bounded and the result
 *     repeatable), item difficulties centred on 0. A person or item with every answer right (or
 *     wrong) has no finite estimate; their score is moved 0.3 of an answer inwards, as Winsteps
 *     does. JML spreads difficulties by about L/(L − 1) (L items a person); the order of the items,
 *     which is what assembling forms needs, does not depend on it.
 * - **Assembling forms** (`assembleForms`): per family (and per kind, when items carry one, such as
 *   'scam' and 'genuine'), sort the items by difficulty, keep the middle ones (moderate items
 *   discriminate best), and deal them in a snake order: A B B A A B … for two forms, A B C C B A …
 *   for three. Then a local search swaps an item with one of the same family and kind on another
 *   form, or with a spare one, one swap or two at a time, while that lowers the squared gaps
 *   between the forms' family means plus (weighted by the family count) between their overall
 *   means. Each form gets the same families and the same count of each kind. Measured on
 *   simulated pools (difficulties N(0, 1), 4 items a family a form, see the tests): two forms from
 *   12 items a family, or three from 18, differ by under 0.01 logits overall and 0.05 in any
 *   family; three forms from exactly the 12 items needed leave some families up to about 0.4
 *   apart, so give the pool spare items.
 * - **Rotation** (`formOrderFor`): half the players take A then B, half B then A (for three forms, a
 *   Latin square: ABC, BCA, CAB), so a form or order effect cancels in the mean change instead of
 *   hiding in it.
 * - **When responses are enough** (decision 0028): forms are rebalanced from responses only once
 *   every item has `FORMS_MIN_ITEM_ATTEMPTS` first attempts; by the Rasch model once the items
 *   average `RASCH_MIN_MEAN_ATTEMPTS` and the design is linked (`itemsLinked`: people who answered
 *   items of two forms tie the forms to one scale), by the proportion correct otherwise.
 */

import { deriveSeed } from './random';

/** One person's first answer to one item. */
export type FirstAttempt = {
  readonly itemId: string;
  readonly personId: string;
  readonly correct: boolean;
};

export type ItemDifficulty = {
  readonly itemId: string;
  /** First attempts counted. */
  readonly attempts: number;
  readonly correct: number;
  /** (correct + prior · pool proportion) / (attempts + prior). */
  readonly proportionCorrect: number;
  /** ln((1 − p) / p) of that proportion: higher is harder. */
  readonly difficulty: number;
};

/** The first attempts only: a later answer by the same person to the same item is dropped. */
function keepFirstAttempts(attempts: readonly FirstAttempt[]): FirstAttempt[] {
  const seen = new Set<string>();
  const kept: FirstAttempt[] = [];
  for (const attempt of attempts) {
    const key = JSON.stringify([attempt.personId, attempt.itemId]);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(attempt);
  }
  return kept;
}

/** Tallies of correct answers and attempts by a key, in the order keys first appear. */
function tally(
  attempts: readonly FirstAttempt[],
  keyOf: (attempt: FirstAttempt) => string,
): Map<string, { attempts: number; correct: number }> {
  const tallies = new Map<string, { attempts: number; correct: number }>();
  for (const attempt of attempts) {
    const key = keyOf(attempt);
    const entry = tallies.get(key) ?? { attempts: 0, correct: 0 };
    entry.attempts += 1;
    if (attempt.correct) entry.correct += 1;
    tallies.set(key, entry);
  }
  return tallies;
}

/**
 * Each item's proportion correct on first attempts, shrunk by `prior` pseudo-attempts (default 2)
 * towards the pool's proportion correct, and its logit difficulty. Items in order of first
 * appearance.
 */
export function estimateDifficulty(
  attempts: readonly FirstAttempt[],
  options: { readonly prior?: number } = {},
): ItemDifficulty[] {
  const first = keepFirstAttempts(attempts);
  return difficultyFromTallies(
    [...tally(first, (attempt) => attempt.itemId)].map(([itemId, counts]) => ({
      itemId,
      ...counts,
    })),
    options,
  );
}

/** First attempts at one item, counted (by a database, say): `estimateDifficulty` from sums. */
export type ItemTally = {
  readonly itemId: string;
  readonly attempts: number;
  readonly correct: number;
};

/**
 * `estimateDifficulty` from each item's counts of first attempts and right answers, for a caller
 * that sums them where the answers are (the server, in SQL). The same result as
 * `estimateDifficulty` on the attempts counted.
 */
export function difficultyFromTallies(
  tallies: readonly ItemTally[],
  options: { readonly prior?: number } = {},
): ItemDifficulty[] {
  const prior = options.prior ?? 2;
  if (!(prior > 0)) throw new RangeError(`The prior must be positive, not ${prior}`);
  for (const { itemId, attempts, correct } of tallies) {
    if (
      !Number.isInteger(attempts) ||
      !Number.isInteger(correct) ||
      correct < 0 ||
      correct > attempts
    )
      throw new RangeError(`Item ${itemId}: ${correct} right of ${attempts} attempts`);
  }
  const total = tallies.reduce((sum, item) => sum + item.attempts, 0);
  const correctOverall = tallies.reduce((sum, item) => sum + item.correct, 0);
  // The pool's proportion, itself kept off 0 and 1 by half an answer each way.
  const poolRate = (correctOverall + 0.5) / (total + 1);
  return tallies.map(({ itemId, attempts, correct }) => {
    const proportionCorrect = (correct + prior * poolRate) / (attempts + prior);
    return {
      itemId,
      attempts,
      correct,
      proportionCorrect,
      difficulty: Math.log((1 - proportionCorrect) / proportionCorrect),
    };
  });
}

/** A rebalance from responses needs at least this many first attempts on every item. */
export const FORMS_MIN_ITEM_ATTEMPTS = 10;

/** The Rasch model is fitted once the items have at least this many first attempts on average. */
export const RASCH_MIN_MEAN_ATTEMPTS = 30;

/**
 * The Rasch fit takes the first attempts of at most this many people: its cost grows with the
 * responses, and 5,000 people who each answered a check of 15 items put over 1,600 answers on an
 * item of a 45-item pool on average, when an item's standard error is already under 0.1 logits.
 */
export const RASCH_MAX_PERSONS = 5_000;

/**
 * Whether first attempts tie every item to every other through people who answered both (a chain
 * of them): only then do Rasch difficulties of different forms share one scale. Forms answered by
 * disjoint groups of people are not linked, whatever their sizes.
 */
export function itemsLinked(attempts: readonly FirstAttempt[]): boolean {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.get(root) !== root) root = parent.get(root)!;
    let current = node;
    while (current !== root) {
      const next = parent.get(current)!;
      parent.set(current, root);
      current = next;
    }
    return root;
  };
  const union = (a: string, b: string): void => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent.set(rootA, rootB);
  };
  const items = new Set<string>();
  for (const { itemId, personId } of attempts) {
    // Items and people in one forest; a prefix keeps an item and a person of the same id apart.
    const item = `i:${itemId}`;
    const person = `p:${personId}`;
    if (!parent.has(item)) parent.set(item, item);
    if (!parent.has(person)) parent.set(person, person);
    items.add(item);
    union(item, person);
  }
  const roots = new Set([...items].map(find));
  return roots.size === 1;
}

export type RaschFit = {
  readonly items: readonly {
    readonly itemId: string;
    readonly attempts: number;
    readonly correct: number;
    /** b, in logits, centred so that the items' mean is 0. */
    readonly difficulty: number;
  }[];
  readonly persons: readonly {
    readonly personId: string;
    readonly attempts: number;
    readonly correct: number;
    /** θ, in logits, on the items' scale. */
    readonly ability: number;
  }[];
  readonly iterations: number;
};

/** How far inwards an extreme score (all right or all wrong) is moved, in answers. */
const EXTREME_SCORE_ADJUSTMENT = 0.3;

/** Largest Newton step, in logits. */
const MAX_STEP = 1;

function adjustedScore(correct: number, attempts: number): number {
  return Math.min(attempts - EXTREME_SCORE_ADJUSTMENT, Math.max(EXTREME_SCORE_ADJUSTMENT, correct));
}

function clampStep(step: number): number {
  return Math.max(-MAX_STEP, Math.min(MAX_STEP, step));
}

/**
 * The Rasch model fitted to first attempts by joint maximum likelihood, with a fixed number of
 * iterations (default 100). See the file's header.
 */
export function fitRasch(
  attempts: readonly FirstAttempt[],
  options: { readonly iterations?: number } = {},
): RaschFit {
  const iterations = options.iterations ?? 100;
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`iterations must be a whole number ≥ 1, not ${iterations}`);
  }
  const first = keepFirstAttempts(attempts);
  const itemTallies = [...tally(first, (attempt) => attempt.itemId)];
  const personTallies = [...tally(first, (attempt) => attempt.personId)];
  const itemIndex = new Map(itemTallies.map(([id], index) => [id, index]));
  const personIndex = new Map(personTallies.map(([id], index) => [id, index]));
  const responseItem = first.map((attempt) => itemIndex.get(attempt.itemId)!);
  const responsePerson = first.map((attempt) => personIndex.get(attempt.personId)!);
  const itemScore = itemTallies.map(([, t]) => adjustedScore(t.correct, t.attempts));
  const personScore = personTallies.map(([, t]) => adjustedScore(t.correct, t.attempts));
  const difficulty = new Array<number>(itemTallies.length).fill(0);
  const ability = new Array<number>(personTallies.length).fill(0);
  const expected = (kind: 'item' | 'person'): { sum: number[]; information: number[] } => {
    const size = kind === 'item' ? difficulty.length : ability.length;
    const sum = new Array<number>(size).fill(0);
    const information = new Array<number>(size).fill(0);
    for (let response = 0; response < first.length; response += 1) {
      const item = responseItem[response]!;
      const person = responsePerson[response]!;
      const p = 1 / (1 + Math.exp(-(ability[person]! - difficulty[item]!)));
      const target = kind === 'item' ? item : person;
      sum[target]! += p;
      information[target]! += p * (1 - p);
    }
    return { sum, information };
  };
  for (let round = 0; round < iterations; round += 1) {
    const persons = expected('person');
    for (let person = 0; person < ability.length; person += 1) {
      const step = (personScore[person]! - persons.sum[person]!) / persons.information[person]!;
      ability[person]! += clampStep(step);
    }
    const items = expected('item');
    for (let item = 0; item < difficulty.length; item += 1) {
      const step = (itemScore[item]! - items.sum[item]!) / items.information[item]!;
      difficulty[item]! -= clampStep(step);
    }
    const centre = difficulty.reduce((sum, value) => sum + value, 0) / difficulty.length;
    for (let item = 0; item < difficulty.length; item += 1) difficulty[item]! -= centre;
    for (let person = 0; person < ability.length; person += 1) ability[person]! -= centre;
  }
  return {
    items: itemTallies.map(([itemId, t], index) => ({
      itemId,
      attempts: t.attempts,
      correct: t.correct,
      difficulty: difficulty[index]!,
    })),
    persons: personTallies.map(([personId, t], index) => ({
      personId,
      attempts: t.attempts,
      correct: t.correct,
      ability: ability[index]!,
    })),
    iterations,
  };
}

export const FORM_LABELS = ['A', 'B', 'C'] as const;
export type FormLabel = (typeof FORM_LABELS)[number];

/** An item of the measurement pool, with its difficulty on any scale where higher is harder. */
export type FormItem = {
  readonly id: string;
  readonly family: string;
  readonly difficulty: number;
  /** Dealt kind by kind within a family, e.g. 'scam' and 'genuine' for decision items. */
  readonly kind?: string;
};

export type AssembleOptions = {
  /** The families every form covers. */
  readonly families: readonly string[];
  /** Items of each family on each form. */
  readonly perFamily: number;
  /** 2 or 3 forms (pre, post, and a retention check). */
  readonly forms: number;
};

export type ParallelForm = {
  readonly label: FormLabel;
  /** By family (in the given order), kind and difficulty. */
  readonly itemIds: readonly string[];
  readonly meanDifficulty: number;
  readonly familyMeans: Readonly<Record<string, number>>;
};

export type FormAssembly = {
  readonly forms: readonly ParallelForm[];
  /** The largest difference in mean difficulty between two forms. */
  readonly largestDifference: number;
  /** The largest difference in a family's mean difficulty between two forms. */
  readonly largestFamilyDifference: number;
  /** Pool items left out (the easiest and hardest of a family when it has more than needed). */
  readonly unused: readonly string[];
};

/** Rounds of the local search at most, so that its cost is bounded whatever the pool. */
const MAX_SEARCH_ROUNDS = 50;

/** Slots of each kind: `perFamily` split as evenly as possible, the extra to the first kinds. */
function splitSlots(kinds: readonly string[], perFamily: number): number[] {
  return kinds.map(
    (_, index) => Math.floor(perFamily / kinds.length) + (index < perFamily % kinds.length ? 1 : 0),
  );
}

function range(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

function byDifficulty(a: FormItem, b: FormItem): number {
  return a.difficulty - b.difficulty || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function checkAssembly(items: readonly FormItem[], options: AssembleOptions): void {
  const { families, perFamily, forms } = options;
  if (forms !== 2 && forms !== 3) throw new RangeError(`Assemble 2 or 3 forms, not ${forms}`);
  if (!Number.isInteger(perFamily) || perFamily < 1) {
    throw new RangeError(`perFamily must be a whole number ≥ 1, not ${perFamily}`);
  }
  if (families.length === 0 || new Set(families).size !== families.length) {
    throw new RangeError('Name at least one family, each once');
  }
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new RangeError(`Item ${item.id} is in the pool twice`);
    if (!Number.isFinite(item.difficulty)) {
      throw new RangeError(`Item ${item.id} has no finite difficulty`);
    }
    ids.add(item.id);
  }
}

/** The items of one family and kind: those on each form, and those left out. */
type Cell = { family: string; perForm: FormItem[][]; spare: FormItem[] };

/**
 * The first deal: per family and kind, the middle of the difficulty order (the easiest and
 * hardest left out), dealt to the forms in a snake so that no form gets every first pick.
 */
function dealCells(items: readonly FormItem[], options: AssembleOptions): Cell[] {
  const { families, perFamily, forms } = options;
  const cells: Cell[] = [];
  for (const family of families) {
    const ofFamily = items.filter((item) => item.family === family);
    const kinds = [...new Set(ofFamily.map((item) => item.kind ?? ''))].sort();
    const slots = splitSlots(kinds, perFamily);
    if (ofFamily.length === 0) {
      throw new RangeError(`Family ${family} needs ${perFamily * forms} items, not 0`);
    }
    kinds.forEach((kind, kindIndex) => {
      const sorted = ofFamily.filter((item) => (item.kind ?? '') === kind).sort(byDifficulty);
      const needed = slots[kindIndex]! * forms;
      if (sorted.length < needed) {
        throw new RangeError(
          `Family ${family}${kind ? ` (${kind})` : ''} needs ${needed} items, not ${sorted.length}`,
        );
      }
      const start = Math.floor((sorted.length - needed) / 2);
      const chosen = sorted.slice(start, start + needed);
      const spare = [...sorted.slice(0, start), ...sorted.slice(start + needed)];
      const perForm: FormItem[][] = Array.from({ length: forms }, () => []);
      chosen.forEach((item, index) => {
        const round = Math.floor(index / forms);
        const place = index % forms;
        perForm[round % 2 === 0 ? place : forms - 1 - place]!.push(item);
      });
      cells.push({ family, perForm, spare });
    });
  }
  return cells;
}

/** Sums of difficulty, sums[family][form]. */
function difficultySums(cells: readonly Cell[], options: AssembleOptions): number[][] {
  return options.families.map((family) =>
    Array.from({ length: options.forms }, (_, form) =>
      cells
        .filter((cell) => cell.family === family)
        .reduce(
          (total, cell) =>
            total + cell.perForm[form]!.reduce((sum, item) => sum + item.difficulty, 0),
          0,
        ),
    ),
  );
}

/**
 * A swap of an item of one form with another form's item of the same family and kind, or with a
 * spare one (form −1). A move applied twice is undone.
 */
type Move = {
  readonly family: number;
  readonly left: FormItem[];
  readonly i: number;
  readonly leftForm: number;
  readonly right: FormItem[];
  readonly j: number;
  readonly rightForm: number;
};

/** Every move of the search, per family. */
function movesByFamily(cells: readonly Cell[], families: readonly string[]): Move[][] {
  return families.map((family, familyIndex) =>
    cells
      .filter((cell) => cell.family === family)
      .flatMap(({ perForm, spare }) =>
        perForm.flatMap((left, leftForm) =>
          [
            ...perForm.map((list, form) => ({ list, form })).slice(leftForm + 1),
            { list: spare, form: -1 },
          ].flatMap(({ list: right, form: rightForm }) =>
            left.flatMap((_, i) =>
              right.map(
                (__, j): Move => ({ family: familyIndex, left, i, leftForm, right, j, rightForm }),
              ),
            ),
          ),
        ),
      ),
  );
}

/**
 * Squared gaps between forms of the difficulty sums (sums[family][form]), the overall ones
 * weighted by the family count (an overall mean averages the families, so its gaps are about
 * √families times smaller). No allocation: the search calls it for every candidate move.
 */
function gapScore(sums: readonly number[][], perFamily: number, forms: number): number {
  const familyCount = sums.length;
  let total = 0;
  for (let a = 0; a < forms; a += 1) {
    for (let b = a + 1; b < forms; b += 1) {
      let overallGap = 0;
      for (const familySums of sums) {
        const gap = familySums[a]! - familySums[b]!;
        overallGap += gap;
        total += (gap / perFamily) ** 2;
      }
      total += familyCount * (overallGap / (perFamily * familyCount)) ** 2;
    }
  }
  return total;
}

/** Balances the forms in place by local search over the moves, while the gaps between forms narrow. */
function balanceCells(cells: Cell[], options: AssembleOptions): void {
  const { families, perFamily, forms } = options;
  // Kept up to date by every move during the search.
  const sums = difficultySums(cells, options);
  const apply = (move: Move): void => {
    const { left, i, right, j } = move;
    const held = left[i]!;
    const change = right[j]!.difficulty - held.difficulty;
    left[i] = right[j]!;
    right[j] = held;
    sums[move.family]![move.leftForm]! += change;
    if (move.rightForm >= 0) sums[move.family]![move.rightForm]! -= change;
  };
  const moves = movesByFamily(cells, families);
  let current = gapScore(sums, perFamily, forms);
  const improves = (): boolean => {
    const next = gapScore(sums, perFamily, forms);
    if (next >= current - 1e-12) return false;
    current = next;
    return true;
  };
  // Local search: single moves until none helps, then pairs of moves of the same family (with
  // three forms one swap alone often cannot narrow a gap without widening another), and again.
  const singlePass = (): boolean => {
    let improved = false;
    for (const ofFamily of moves) {
      for (const move of ofFamily) {
        apply(move);
        if (improves()) improved = true;
        else apply(move);
      }
    }
    return improved;
  };
  const pairPass = (): boolean => {
    for (const ofFamily of moves) {
      for (let first = 0; first < ofFamily.length; first += 1) {
        apply(ofFamily[first]!);
        for (let second = first + 1; second < ofFamily.length; second += 1) {
          apply(ofFamily[second]!);
          if (improves()) return true;
          apply(ofFamily[second]!);
        }
        apply(ofFamily[first]!);
      }
    }
    return false;
  };
  for (let round = 0; round < MAX_SEARCH_ROUNDS; round += 1) {
    let singles = 0;
    while (singles < MAX_SEARCH_ROUNDS && singlePass()) singles += 1;
    if (!pairPass()) break;
  }
}

/** The forms as dealt, with their means recomputed from the items. */
function describeAssembly(cells: readonly Cell[], options: AssembleOptions): FormAssembly {
  const { families, perFamily, forms } = options;
  const finalSums = difficultySums(cells, options);
  const byFamily = finalSums.map((familySums) => familySums.map((sum) => sum / perFamily));
  const overall = Array.from(
    { length: forms },
    (_, form) =>
      finalSums.reduce((total, familySums) => total + familySums[form]!, 0) /
      (perFamily * families.length),
  );
  const assembled = overall.map((meanDifficulty, form) => ({
    label: FORM_LABELS[form]!,
    itemIds: cells.flatMap(({ perForm }) =>
      perForm[form]!.slice()
        .sort(byDifficulty)
        .map((item) => item.id),
    ),
    meanDifficulty,
    familyMeans: Object.fromEntries(
      families.map((family, index) => [family, byFamily[index]![form]!]),
    ),
  }));
  return {
    forms: assembled,
    largestDifference: range(overall),
    largestFamilyDifference: Math.max(...byFamily.map(range)),
    unused: cells.flatMap(({ spare }) => spare.map((item) => item.id)),
  };
}

/**
 * Splits `items` into `forms` parallel forms, each with `perFamily` items of every family in
 * `families`, matched in mean difficulty (see the file's header). Throws a RangeError when a family
 * (or a kind within it) has too few items.
 */
export function assembleForms(items: readonly FormItem[], options: AssembleOptions): FormAssembly {
  checkAssembly(items, options);
  const cells = dealCells(items, options);
  balanceCells(cells, options);
  return describeAssembly(cells, options);
}

/** FNV-1a, 32 bits: a stable number for a string id. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The order in which a player takes the forms: a rotation of A, B (and C). With whole-number keys
 * (0, 1, 2, …) consecutive players alternate exactly (AB, BA, AB, …; for three forms ABC, BCA, CAB);
 * with string ids a hash splits the players about evenly. `seed` turns the rotation for a whole
 * programme.
 */
export function formOrderFor(key: string | number, forms = 2, seed = 0): FormLabel[] {
  if (forms !== 2 && forms !== 3) throw new RangeError(`Rotate 2 or 3 forms, not ${forms}`);
  let turn: number;
  if (typeof key === 'number') {
    if (!Number.isSafeInteger(key) || key < 0) {
      throw new RangeError(`A numeric key is a whole number ≥ 0, not ${key}`);
    }
    turn = (key % forms) + (seed >>> 0);
  } else {
    turn = deriveSeed(hashKey(key), seed);
  }
  const shift = turn % forms;
  return Array.from({ length: forms }, (_, index) => FORM_LABELS[(index + shift) % forms]!);
}
