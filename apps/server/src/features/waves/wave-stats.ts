import type { Level, Loadout } from '@ffl/engine/catalogue';
import { type FamilyId, type FraudId, isDefenseId, isFamilyId } from '@ffl/engine/ids';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { waveResult } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { createPacer } from '../../lib/pacer';
import { getCurrentSeason } from '../seasons/current-season';
import { hitByWaves } from './wave-runner';
import type { AdminWaveDetail, DamageDistribution, WaveDraft, WavePreview } from './wave-schemas';
import { describeAttacks, drawFromDraft, getWave, toAdminWave } from './wave-service';

/** The most bins a histogram has: about ten bars of a round width. */
const MAX_BINS = 11;

/**
 * The smallest round width (1, 2, 2.5 or 5 times a power of ten, and a whole number) that is at
 * least `raw`.
 */
export function roundBinWidth(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const width = factor * power;
    if (width >= raw && Number.isInteger(width)) return width;
  }
  return 10 * power;
}

/**
 * Damages (sorted ascending) counted in bins of one round width: each bin starts where the one
 * before it ended (`from` = the previous `to` + 1), the first holds the lowest damage and the last
 * the highest, so the bins are contiguous and cover the whole range, never a gap between them.
 * At most MAX_BINS of them (ten widths of a tenth of the range, plus one when the round edges
 * straddle it); one bin when every damage is the same, or when there is none.
 */
export function binDamages(
  sorted: readonly number[],
): { from: number; to: number; players: number }[] {
  const min = sorted[0] ?? 0;
  const max = sorted.at(-1) ?? 0;
  const width = roundBinWidth((max - min + 1) / (MAX_BINS - 1));
  const first = Math.floor(min / width);
  const count = Math.floor(max / width) - first + 1;
  const bins = Array.from({ length: count }, (_, index) => ({
    from: (first + index) * width,
    to: (first + index + 1) * width - 1,
    players: 0,
  }));
  for (const damage of sorted) {
    const bin = bins[Math.floor(damage / width) - first];
    if (bin) bin.players += 1;
  }
  return bins;
}

/** Summary of per-player damages, shared by the preview and the results of a landed wave. */
export function summariseDamages(
  damages: number[],
  netChanges: number[],
  stars: number[],
): DamageDistribution {
  const sorted = [...damages].sort((a, b) => a - b);
  const players = sorted.length;
  const totalDamage = sorted.reduce((sum, value) => sum + value, 0);
  const max = sorted.at(-1) ?? 0;
  const histogram = binDamages(sorted);
  const starCounts = [0, 0, 0, 0, 0, 0];
  for (const count of stars) starCounts[count] = (starCounts[count] ?? 0) + 1;
  const at = (p: number) =>
    players === 0 ? 0 : (sorted[Math.min(players - 1, Math.floor(p * players))] ?? 0);
  return {
    players,
    totalDamage,
    totalNetChange: netChanges.reduce((sum, value) => sum + value, 0),
    averageDamage: players === 0 ? 0 : Math.round(totalDamage / players),
    minDamage: sorted[0] ?? 0,
    medianDamage: at(0.5),
    p90Damage: at(0.9),
    maxDamage: max,
    histogram,
    stars: starCounts,
  };
}

/** Players a preview reads at once: each page's answer is parsed in one go, holding the server. */
const PREVIEW_PAGE = 1000;

/** A bank a preview resolves; `loadout` maps defense ids to levels (null without defenses). */
const PreviewRowSchema = z.object({
  user_id: z.string(),
  invested: z.number(),
  alert_family: z.string().nullable(),
  loadout: z.record(z.string(), z.number()).nullable(),
});

/**
 * What a wave would do to every player who would be hit, on their loadouts and alert picks as they
 * are now: the same engine call and the same player filter as the real resolution.
 */
export async function previewDamage(
  db: Db,
  attacks: readonly FraudId[],
): Promise<DamageDistribution> {
  const season = await getCurrentSeason(db);
  const damages: number[] = [];
  const nets: number[] = [];
  const stars: number[] = [];
  let cursor = '';
  // At 100,000 players this is seconds of the engine: paced, so the game master's look at a
  // scheduled wave does not hold up every other request.
  const pacer = createPacer();
  for (;;) {
    const rows = await selectRows(
      db,
      sql`select b.user_id, b.invested, b.alert_family,
            (select jsonb_object_agg(o.defense_id, o.level) from owned_defense o where o.user_id = b.user_id) as loadout
          from bank b
          where ${hitByWaves(season.id)} and b.user_id > ${cursor}
          order by b.user_id limit ${PREVIEW_PAGE}`,
      PreviewRowSchema,
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const loadout: Record<string, Level> = {};
      for (const [id, level] of Object.entries(row.loadout ?? {}))
        if (isDefenseId(id)) loadout[id] = level as Level;
      const alert: FamilyId | null =
        row.alert_family && isFamilyId(row.alert_family) ? row.alert_family : null;
      const outcome = resolveWave(attacks, loadout as Loadout, alert, row.invested);
      damages.push(outcome.totalDamage);
      nets.push(outcome.netChange);
      stars.push(outcome.stars);
      if (pacer.tick()) await pacer.rest();
    }
    cursor = rows.at(-1)?.user_id ?? cursor;
  }
  return summariseDamages(damages, nets, stars);
}

/** The same distribution, read from the stored results of a landed wave. */
export async function resultDistribution(db: Db, waveId: string): Promise<DamageDistribution> {
  const rows = await db
    .select({
      total_damage: waveResult.totalDamage,
      net_change: waveResult.netChange,
      stars: waveResult.stars,
    })
    .from(waveResult)
    .where(eq(waveResult.waveId, waveId));
  return summariseDamages(
    rows.map((row) => row.total_damage),
    rows.map((row) => row.net_change),
    rows.map((row) => row.stars),
  );
}

/** A wave drawn from the draft, and what it would do to every player now: nothing is stored. */
export async function previewWave(db: Db, draft: WaveDraft): Promise<WavePreview> {
  const drawn = drawFromDraft(draft);
  return {
    seed: drawn.seed,
    difficulty: drawn.difficulty,
    forecast: drawn.forecast,
    attacks: describeAttacks(drawn.attacks),
    distribution: await previewDamage(db, drawn.attacks),
  };
}

/** One wave for the game master: its results once landed, or a preview while it is scheduled. */
export async function getWaveDetail(db: Db, id: string): Promise<AdminWaveDetail> {
  const row = await getWave(db, id);
  if (row.status === 'scheduled') {
    return {
      ...toAdminWave(row),
      distribution: await previewDamage(db, row.attacks),
      distributionKind: 'preview',
    };
  }
  return {
    ...toAdminWave(row),
    distribution: await resultDistribution(db, row.id),
    distributionKind: 'results',
  };
}
