import type { Level, OwnedLevel } from '@ffl/engine/catalogue';
import { FRAUDS } from '@ffl/engine/catalogue';
import { DEFENSE_NAMES, type DefenseId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import type { Improvement } from '@ffl/engine/recommend';
import type { AttackResult } from '@ffl/engine/resolve-wave';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type wave, waveOutcome, type waveResult } from '../../db/schema/game';
import type { ReportAttack, ReportSummary } from './wave-schemas';

/**
 * How a report's per-attack breakdown is stored. A wave writes one report per player, so the
 * stored form is terse (short keys, layers as tuples); `expandAttack` gives the API its readable
 * shape. Everything is stored, not recomputed, so a later catalogue change cannot rewrite history.
 */
export type StoredLayer = [
  defenseId: DefenseId,
  level: Level,
  effectiveness: number,
  saved: number,
];
export type StoredImprovement = [
  defenseId: DefenseId,
  fromLevel: OwnedLevel,
  toLevel: Level,
  cost: number,
  wouldHaveSaved: number,
];
export interface StoredAttack {
  /** fraud id */
  f: FraudId;
  /** base damage */
  b: number;
  l: StoredLayer[];
  /** damage before the alert */
  d: number;
  /** what the alert saved (0 when not alerted) */
  a: number;
  /** final damage */
  x: number;
  /** the best missing improvement, or null */
  i: StoredImprovement | null;
}

export function encodeAttack(attack: AttackResult, best: Improvement | null): StoredAttack {
  return {
    f: attack.fraudId,
    b: attack.base,
    l: attack.layers.map((layer) => [
      layer.defenseId,
      layer.level,
      layer.effectiveness,
      layer.saved,
    ]),
    d: attack.damageBeforeAlert,
    a: attack.alertSaved,
    x: attack.damage,
    i: best ? [best.defenseId, best.fromLevel, best.toLevel, best.cost, best.wouldHaveSaved] : null,
  };
}

export function expandAttack(stored: StoredAttack, alertFamily: string | null): ReportAttack {
  const best = stored.i;
  return {
    fraudId: stored.f,
    fraudName: FRAUD_NAMES[stored.f],
    family: FRAUDS[stored.f].family,
    base: stored.b,
    layers: stored.l.map(([defenseId, level, effectiveness, saved]) => ({
      defenseId,
      defenseName: DEFENSE_NAMES[defenseId],
      level,
      effectiveness,
      saved,
    })),
    damageBeforeAlert: stored.d,
    alerted: alertFamily !== null && FRAUDS[stored.f].family === alertFamily,
    alertSaved: stored.a,
    damage: stored.x,
    prevented: stored.b - stored.x,
    bestImprovement: best
      ? {
          defenseId: best[0],
          defenseName: DEFENSE_NAMES[best[0]],
          kind: best[1] === 0 ? 'buy' : 'upgrade',
          fromLevel: best[1],
          toLevel: best[2],
          cost: best[3],
          wouldHaveSaved: best[4],
        }
      : null,
  };
}

/** Σ prevented / Σ base in %, to one decimal, as every report states it (0 for an empty wave). */
export function preventedPercentOf(totalBase: number, totalDamage: number): number {
  return totalBase === 0 ? 0 : Math.round(((totalBase - totalDamage) * 1000) / totalBase) / 10;
}

/** The stored breakdowns of a wave by number: all of them, or just those a report lists. */
export async function loadBreakdowns(
  db: Db,
  waveId: string,
  numbers?: readonly number[],
): Promise<Map<number, StoredAttack>> {
  const rows = await db
    .select({ outcomeNo: waveOutcome.outcomeNo, breakdown: waveOutcome.breakdown })
    .from(waveOutcome)
    .where(
      numbers
        ? and(eq(waveOutcome.waveId, waveId), inArray(waveOutcome.outcomeNo, [...numbers]))
        : eq(waveOutcome.waveId, waveId),
    );
  return new Map(rows.map((row) => [row.outcomeNo, row.breakdown as StoredAttack]));
}

/** A report's attacks in order, from its outcome numbers. */
export function pickBreakdowns(
  book: Map<number, StoredAttack>,
  numbers: readonly number[],
): StoredAttack[] {
  return numbers.map((number) => {
    const stored = book.get(number);
    if (!stored) throw new Error(`wave outcome ${number} is missing`);
    return stored;
  });
}

/** A report's summary row: a wave result with its wave (report-service.ts's `summaryColumns`). */
export type SummaryRow = { id: string } & Pick<
  typeof wave.$inferSelect,
  'difficulty' | 'forecast'
> &
  Pick<
    typeof waveResult.$inferSelect,
    | 'waveId'
    | 'createdAt'
    | 'alertFamily'
    | 'stars'
    | 'totalBase'
    | 'totalDamage'
    | 'netChange'
    | 'cashAfter'
    | 'netWorthAfter'
    | 'points'
    | 'pointsAfter'
    | 'rankBefore'
    | 'rankAfter'
  >;

/** A report's summary as the API answers it; a practice report passes its own id as `waveId`. */
export function toSummary(row: SummaryRow): ReportSummary {
  const prevented = row.totalBase - row.totalDamage;
  return {
    id: row.id,
    waveId: row.waveId,
    landedAt: row.createdAt.toISOString(),
    difficulty: row.difficulty,
    forecast: row.forecast,
    alertFamily: row.alertFamily,
    stars: row.stars,
    totalBase: row.totalBase,
    totalDamage: row.totalDamage,
    prevented,
    preventedPercent: preventedPercentOf(row.totalBase, row.totalDamage),
    netChange: row.netChange,
    cashAfter: row.cashAfter,
    netWorthAfter: row.netWorthAfter,
    points: row.points,
    pointsAfter: row.pointsAfter,
    rankBefore: row.rankBefore,
    rankAfter: row.rankAfter,
    practice: false,
  };
}
