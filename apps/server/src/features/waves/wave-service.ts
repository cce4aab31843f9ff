import { randomInt } from 'node:crypto';
import { FRAUDS } from '@ffl/engine/catalogue';
import {
  checkCustomWave,
  drawForecast,
  drawWave,
  type Forecast,
  listForecastableFamilies,
} from '@ffl/engine/draw-wave';
import type { Difficulty } from '@ffl/engine/economy';
import { FAMILY_IDS, type FamilyId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { type WaveStatus, wave } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import type { EventBus } from '../../realtime/event-bus';
import type { UpcomingWave } from '../../realtime/live-events-schemas';
import { type Actor, recordAudit } from '../audit/audit-service';
import { getCurrentSeason } from '../seasons/current-season';
import type {
  AdminAttack,
  AdminWave,
  AdminWavePage,
  NextWave,
  WaveActionOk,
  WaveDraft,
} from './wave-schemas';
import { WAVE_ACTION_OK } from './wave-schemas';

export type WaveRow = typeof wave.$inferSelect;

export interface DrawnWave {
  seed: number;
  difficulty: Difficulty;
  forecast: FamilyId[];
  attacks: FraudId[];
}

/** The forecast of a custom wave when the game master gives none: its one or two main families. */
function forecastOfPicks(fraudIds: readonly FraudId[]): FamilyId[] {
  const counts = new Map<FamilyId, number>();
  for (const id of fraudIds)
    counts.set(FRAUDS[id].family, (counts.get(FRAUDS[id].family) ?? 0) + 1);
  const ranked = [...counts].sort(
    (a, b) => b[1] - a[1] || FAMILY_IDS.indexOf(a[0]) - FAMILY_IDS.indexOf(b[0]),
  );
  return ranked
    .slice(0, 2)
    .map(([family]) => family)
    .sort((a, b) => FAMILY_IDS.indexOf(a) - FAMILY_IDS.indexOf(b));
}

/**
 * Draws a wave from a draft: the attacks come from the engine and the server's catalogue, never
 * from the request. Throws invalid-argument for an impossible draft.
 */
export function drawFromDraft(draft: WaveDraft): DrawnWave {
  const seed = draft.seed ?? randomInt(0, 2 ** 31 - 1);
  if (draft.difficulty === 'custom') {
    const picks = draft.fraudIds ?? [];
    const problem = checkCustomWave(picks);
    if (problem) {
      const words = {
        'too-few': 'Pick at least one fraud for a custom wave.',
        'too-many': 'A custom wave has at most 8 attacks.',
        'unknown-fraud': 'One of the picked frauds is not in the catalogue.',
        duplicate: 'A fraud can appear only once in a wave.',
      } as const;
      throw new AppError('invalid-argument', words[problem]);
    }
    const forecast = draft.forecast?.length ? sortFamilies(draft.forecast) : forecastOfPicks(picks);
    return {
      seed,
      difficulty: 'custom',
      forecast,
      attacks: drawWave(seed, 'custom', { elevatedFamilies: forecast }, picks),
    };
  }
  if (draft.fraudIds?.length) {
    throw new AppError('invalid-argument', 'Fraud picks are only for a custom wave.');
  }
  let forecast: Forecast;
  if (draft.forecast?.length) {
    const allowed = listForecastableFamilies(draft.difficulty);
    const bad = draft.forecast.find((family) => !allowed.includes(family));
    if (bad) {
      throw new AppError(
        'invalid-argument',
        `No ${draft.difficulty} fraud belongs to the ${bad} family, so it cannot be elevated in this wave.`,
      );
    }
    forecast = { elevatedFamilies: sortFamilies(draft.forecast) };
  } else {
    forecast = drawForecast(seed, draft.difficulty);
  }
  return {
    seed,
    difficulty: draft.difficulty,
    forecast: [...forecast.elevatedFamilies],
    attacks: drawWave(seed, draft.difficulty, forecast),
  };
}

function sortFamilies(families: readonly FamilyId[]): FamilyId[] {
  if (new Set(families).size !== families.length) {
    throw new AppError('invalid-argument', 'A family can be elevated only once.');
  }
  return [...families].sort((a, b) => FAMILY_IDS.indexOf(a) - FAMILY_IDS.indexOf(b));
}

export function toNextWaveView(row: WaveRow): UpcomingWave {
  return {
    id: row.id,
    scheduledAt: row.scheduledAt.toISOString(),
    difficulty: row.difficulty,
    forecast: row.forecast,
    status: row.status === 'running' ? 'running' : 'scheduled',
    automatic: row.automatic,
  };
}

/** The wave players are waiting for: the earliest one scheduled or running. */
export async function getNextWave(db: Db): Promise<UpcomingWave | null> {
  const [row] = await db
    .select()
    .from(wave)
    .where(inArray(wave.status, ['scheduled', 'running']))
    .orderBy(asc(wave.scheduledAt), asc(wave.id))
    .limit(1);
  return row ? toNextWaveView(row) : null;
}

/** A wave's attacks as the game master sees them: names and numbers from the catalogue. */
export function describeAttacks(attacks: readonly FraudId[]): AdminAttack[] {
  return attacks.map((id) => ({
    fraudId: id,
    name: FRAUD_NAMES[id],
    family: FRAUDS[id].family,
    baseDamage: FRAUDS[id].baseDamage,
    danger: FRAUDS[id].danger,
  }));
}

/** A wave as the game master sees it, attacks included. */
export function toAdminWave(row: WaveRow): AdminWave {
  return {
    id: row.id,
    scheduledAt: row.scheduledAt.toISOString(),
    difficulty: row.difficulty,
    forecast: row.forecast,
    attacks: describeAttacks(row.attacks),
    status: row.status,
    error: row.error,
    automatic: row.automatic,
    seed: row.seed,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    playersHit: row.playersHit,
  };
}

/** GET /waves/next's answer: the next wave, and the server clock for the countdown. */
export async function getNextWaveAnswer(db: Db, now: Date): Promise<NextWave> {
  return { serverTime: now.toISOString(), next: await getNextWave(db) };
}

/** Tells every open page what the next wave is (time, difficulty, forecast; no attacks). */
export async function publishCountdown(db: Db, bus: EventBus): Promise<void> {
  await bus.publish('countdown', { next: await getNextWave(db) });
}

/** Stores a drawn wave in the current season, scheduled at `at`. */
export async function insertWave(
  tx: DbOrTx,
  drawn: DrawnWave,
  options: { at: Date; createdBy?: string | null; automatic?: boolean },
): Promise<WaveRow> {
  const season = await getCurrentSeason(tx as Db);
  const [created] = await tx
    .insert(wave)
    .values({
      id: createPublicId(),
      seasonId: season.id,
      seed: drawn.seed,
      difficulty: drawn.difficulty,
      forecast: drawn.forecast,
      attacks: drawn.attacks,
      scheduledAt: options.at,
      createdBy: options.createdBy ?? null,
      automatic: options.automatic ?? false,
    })
    .returning();
  if (!created) throw new AppError('internal', 'The wave could not be scheduled.');
  return created;
}

/**
 * Schedules a wave from the game master's console, once per Idempotency-Key: a retry, or the same
 * request sent twice at once, answers the first wave instead of sending another (issue 26: two
 * parallel "send now" requests hit every player twice). The game master's own row lock
 * serialises their requests, so a concurrent twin waits and reads the stored answer.
 */
export async function scheduleWave(
  db: Db,
  bus: EventBus,
  input: { draft: WaveDraft; at: Date; actor: Actor; idempotencyKey: string },
): Promise<{ result: AdminWave; replayed: boolean }> {
  const drawn = drawFromDraft(input.draft);
  const answer = await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, input.actor.id)).for('update');
    return runOnce(tx, input.actor.id, input.idempotencyKey, 'schedule-wave', async () => {
      const created = await insertWave(tx, drawn, { at: input.at, createdBy: input.actor.id });
      await recordAudit(tx, input.actor, 'schedule-wave', created.id, {
        at: input.at.toISOString(),
        difficulty: drawn.difficulty,
        forecast: drawn.forecast,
        attacks: drawn.attacks,
        seed: drawn.seed,
      });
      return toAdminWave(created);
    });
  });
  if (!answer.replayed) await publishCountdown(db, bus);
  return { result: answer.body, replayed: answer.replayed };
}

export async function getWave(db: Db, id: string): Promise<WaveRow> {
  const [row] = await db.select().from(wave).where(eq(wave.id, id));
  if (!row) throw new AppError('not-found', 'No wave has that id.');
  return row;
}

/** Changes a wave that has not started: its time, or its whole draft (redrawn from its seed). */
export async function editWave(
  db: Db,
  bus: EventBus,
  input: { id: string; at?: Date | undefined; draft?: WaveDraft | undefined; actor: Actor },
): Promise<WaveRow> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(wave).where(eq(wave.id, input.id)).for('update');
    if (!current) throw new AppError('not-found', 'No wave has that id.');
    if (current.status !== 'scheduled') {
      throw new AppError(
        'failed-precondition',
        `This wave is ${current.status}; only a scheduled wave can change.`,
      );
    }
    const drawn = input.draft ? drawFromDraft({ seed: current.seed, ...input.draft }) : null;
    const [updated] = await tx
      .update(wave)
      .set({
        ...(input.at ? { scheduledAt: input.at } : {}),
        ...(drawn
          ? {
              difficulty: drawn.difficulty,
              forecast: drawn.forecast,
              attacks: drawn.attacks,
              seed: drawn.seed,
            }
          : {}),
      })
      .where(eq(wave.id, input.id))
      .returning();
    if (!updated) throw new AppError('not-found', 'No wave has that id.');
    await recordAudit(tx, input.actor, 'edit-wave', input.id, {
      at: updated.scheduledAt.toISOString(),
      difficulty: updated.difficulty,
      forecast: updated.forecast,
      attacks: updated.attacks,
    });
    return updated;
  });
  await publishCountdown(db, bus);
  return row;
}

/**
 * Cancels a scheduled wave, for good: the game master confirms with the wave's id, and the
 * Idempotency-Key makes a retry answer as the first request did. The wave's row lock serialises
 * a retry behind the first request.
 */
export async function cancelWave(
  db: Db,
  bus: EventBus,
  id: string,
  actor: Actor,
  request: { confirm: string; idempotencyKey: string },
): Promise<{ result: WaveActionOk; replayed: boolean }> {
  const answer = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(wave).where(eq(wave.id, id)).for('update');
    if (!current) throw new AppError('not-found', 'No wave has that id.');
    return runOnce(tx, actor.id, request.idempotencyKey, `cancel-wave:${id}`, async () => {
      if (request.confirm !== id) {
        throw new AppError(
          'invalid-argument',
          'The confirmation must be the id of the wave to cancel. The wave was not cancelled.',
        );
      }
      if (current.status !== 'scheduled') {
        throw new AppError(
          'failed-precondition',
          `This wave is ${current.status}; only a scheduled wave can be cancelled.`,
        );
      }
      await tx.update(wave).set({ status: 'cancelled' }).where(eq(wave.id, id));
      await recordAudit(tx, actor, 'cancel-wave', id, { at: current.scheduledAt.toISOString() });
      return WAVE_ACTION_OK;
    });
  });
  if (!answer.replayed) await publishCountdown(db, bus);
  return { result: answer.body, replayed: answer.replayed };
}

/** A failed wave resumes where it stopped: the players already hit keep their single result. */
export async function retryWave(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<WaveActionOk> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(wave).where(eq(wave.id, id)).for('update');
    if (!current) throw new AppError('not-found', 'No wave has that id.');
    if (current.status !== 'failed') {
      throw new AppError('failed-precondition', 'Only a failed wave can be retried.');
    }
    await tx
      .update(wave)
      .set({ status: 'scheduled', error: null, scheduledAt: now, leaseOwner: null })
      .where(eq(wave.id, id));
    await recordAudit(tx, actor, 'retry-wave', id);
  });
  return WAVE_ACTION_OK;
}

/** Which statuses each list of the game master's wave page shows. */
const LISTED_STATUSES: Record<'upcoming' | 'past' | 'all', WaveStatus[]> = {
  upcoming: ['scheduled', 'running'],
  past: ['done', 'failed', 'cancelled'],
  all: ['scheduled', 'running', 'done', 'failed', 'cancelled'],
};

/** A page of upcoming (soonest first), past or all waves (newest first), attacks included. */
export async function listWaves(
  db: Db,
  filter: { when: 'upcoming' | 'past' | 'all'; page: number; pageSize: number },
): Promise<AdminWavePage> {
  const where = inArray(wave.status, LISTED_STATUSES[filter.when]);
  const newestFirst = filter.when !== 'upcoming';
  const rows = await db
    .select()
    .from(wave)
    .where(where)
    .orderBy(newestFirst ? desc(wave.scheduledAt) : asc(wave.scheduledAt), asc(wave.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(wave).where(and(where));
  return {
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
    waves: rows.map(toAdminWave),
  };
}
