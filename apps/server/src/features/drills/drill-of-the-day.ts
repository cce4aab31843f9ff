/**
 * The drill of the day, worked out from plain data (pure: no database, no clock). The service
 * gathers the player's results and protection, calls `pickDrillOfTheDay` once per player and UTC
 * day, and keeps the answer for the rest of the day.
 *
 * - **Which frauds:** the ones the player is weakest on. A fraud's recent result is the mean of
 *   its latest quiz score (out of 5) and its latest drill result (1 passed, ½ a right or safe
 *   decision that did not pass, 0 a wrong one); a fraud never tried counts 0. Ties go to the fraud
 *   the player's bank protects least, then to a draw seeded by player and day.
 * - **Scam or genuine:** drawn first, seeded by player and day, with the set's own share of genuine
 *   messages (half, since every scam has a genuine twin), from the first day: the drill of the day
 *   never teaches that the answer is usually "report". When no drill of the drawn kind is left,
 *   the other kind is used.
 * - **Which drill:** one not yet done this season if there is any, among the WEAKEST_FRAUDS
 *   weakest frauds that still have one (and any fraud tied with the last of them), the nearest to
 *   the player's level; then the weaker fraud.
 * - **The level adapts** (`computeDrillLevel`): it starts at 'least'; a passed drill at or above
 *   the level moves it one up, a wrong decision on a drill at or below the level one down.
 */
import type { FraudId } from '@ffl/engine/ids';

export const DRILL_LEVELS = ['least', 'moderate', 'very'] as const;
export type DrillLevel = (typeof DRILL_LEVELS)[number];

/** How many of the weakest frauds the drill of the day is drawn from. */
export const WEAKEST_FRAUDS = 3;

export type LevelEvent = {
  readonly difficulty: DrillLevel;
  readonly passed: boolean;
  readonly wrong: boolean;
};

/** The player's drill level after their drill results, oldest first. */
export function computeDrillLevel(history: readonly LevelEvent[]): DrillLevel {
  let level = 0;
  for (const event of history) {
    const at = DRILL_LEVELS.indexOf(event.difficulty);
    if (event.passed && at >= level) level = Math.min(level + 1, DRILL_LEVELS.length - 1);
    else if (event.wrong && at <= level) level = Math.max(level - 1, 0);
  }
  return DRILL_LEVELS[level] as DrillLevel;
}

/** A drill result's worth for "recent results": 1 passed, ½ right or safe, 0 wrong. */
export function drillResultValue(passed: boolean, wrong: boolean): number {
  if (passed) return 1;
  return wrong ? 0 : 0.5;
}

export type FraudStanding = {
  /** The latest quiz score as a share (0 to 1), or null without a submitted quiz. */
  readonly quiz: number | null;
  /** The latest drill result's worth (drillResultValue), or null without a drill. */
  readonly drill: number | null;
  /** The player's bank's protection against the fraud, 0 to 1. */
  readonly protection: number;
};

/** A fraud's recent result: the mean of what is known, 0 when nothing is. */
export function computeRecentResult(standing: FraudStanding): number {
  const known = [standing.quiz, standing.drill].filter((value): value is number => value !== null);
  return known.length === 0 ? 0 : known.reduce((sum, value) => sum + value, 0) / known.length;
}

/** 32-bit FNV-1a of a string: a stable tie-break, the same on every process. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export type DrillChoice = {
  readonly id: string;
  readonly fraudId: FraudId;
  readonly difficulty: DrillLevel;
  readonly legitimate: boolean;
};

/** Whether the day's drill is a genuine message: a seeded draw at the set's share of them. */
export function drawGenuine(drills: readonly DrillChoice[], seed: string): boolean {
  const share = drills.filter((drill) => drill.legitimate).length / Math.max(drills.length, 1);
  return hashText(`${seed}:kind`) / 2 ** 32 < share;
}

export type DailyInput = {
  readonly drills: readonly DrillChoice[];
  /** Every fraud's standing; a fraud missing here counts as never tried and unprotected. */
  readonly standings: ReadonlyMap<FraudId, FraudStanding>;
  /** Drills the player submitted this season. */
  readonly completed: ReadonlySet<string>;
  readonly level: DrillLevel;
  /** The player and the UTC day, e.g. `user-1:2026-03-02`: seeds the tie-breaks. */
  readonly seed: string;
};

/** The frauds with drills, weakest first (see the file header). */
export function rankWeakestFrauds(input: DailyInput, frauds: readonly FraudId[]): FraudId[] {
  return scoreFrauds(input, frauds).map((entry) => entry.fraudId);
}

function scoreFrauds(input: DailyInput, frauds: readonly FraudId[]) {
  const scored = frauds.map((fraudId) => {
    const standing = input.standings.get(fraudId) ?? { quiz: null, drill: null, protection: 0 };
    return {
      fraudId,
      result: computeRecentResult(standing),
      protection: standing.protection,
      tie: hashText(`${input.seed}:${fraudId}`),
    };
  });
  scored.sort((a, b) => a.result - b.result || a.protection - b.protection || a.tie - b.tie);
  return scored;
}

/**
 * The weakest WEAKEST_FRAUDS frauds, and every other fraud exactly as weak as the last of them
 * (same result, same protection): a new player is equally weak on every fraud, so the drill of
 * the day can then be any fraud's drill at their level.
 */
export function listWeakestFrauds(input: DailyInput, frauds: readonly FraudId[]): FraudId[] {
  const scored = scoreFrauds(input, frauds);
  const last = scored[Math.min(WEAKEST_FRAUDS, scored.length) - 1];
  return scored
    .filter(
      (entry, index) =>
        index < WEAKEST_FRAUDS ||
        (entry.result === last?.result && entry.protection === last.protection),
    )
    .map((entry) => entry.fraudId);
}

/** The drill of the day, or null when there is no drill at all. */
export function pickDrillOfTheDay(input: DailyInput): string | null {
  if (input.drills.length === 0) return null;
  const fresh = input.drills.filter((drill) => !input.completed.has(drill.id));
  const open = fresh.length > 0 ? fresh : input.drills;
  const genuine = drawGenuine(input.drills, input.seed);
  const ofKind = open.filter((drill) => drill.legitimate === genuine);
  const pool = ofKind.length > 0 ? ofKind : open;
  const frauds = [...new Set(pool.map((drill) => drill.fraudId))];
  const weakest = listWeakestFrauds(input, frauds);
  const target = DRILL_LEVELS.indexOf(input.level);
  const candidates = pool
    .filter((drill) => weakest.includes(drill.fraudId))
    .map((drill) => ({
      id: drill.id,
      distance: Math.abs(DRILL_LEVELS.indexOf(drill.difficulty) - target),
      rank: weakest.indexOf(drill.fraudId),
      tie: hashText(`${input.seed}:${drill.id}`),
    }));
  candidates.sort((a, b) => a.distance - b.distance || a.rank - b.rank || a.tie - b.tie);
  return candidates[0]?.id ?? null;
}
