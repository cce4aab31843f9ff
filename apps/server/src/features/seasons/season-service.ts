import { ECONOMY } from '@ffl/engine/economy';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bank, season, wave } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import type { Logger } from '../../lib/logger';
import { createPublicId } from '../../lib/public-id';
import type { EventBus } from '../../realtime/event-bus';
import { type Actor, recordAudit } from '../audit/audit-service';
import { archiveStandings } from '../leaderboard/leaderboard-service';
import { countLandedWaves, getCurrentSeason } from './current-season';
import type { SeasonProgress, SeasonStarted } from './season-schemas';

/** A season just started: its id and number, and how many table rows were archived. */
type SeasonStart = Omit<SeasonStarted, 'progress'>;

const ResetCountRowSchema = z.object({ n: z.number() });

/**
 * Starts a new season: archives the final table, then (in batches, see resetBanks) takes every
 * bank back to the starting cash with no defenses. Accounts, leagues, learning history and
 * reports are kept. Refused while a wave is landing or a reset is still running.
 *
 * Nothing can be undone here, so the game master confirms with the current season's number (a
 * stale page or a stray request names the wrong one), and the Idempotency-Key makes a retry
 * answer with the season it started instead of starting another. The season row's lock
 * serialises starts, so a concurrent retry waits and then finds the stored answer.
 */
export async function startSeason(
  db: Db,
  actor: Actor,
  now: Date,
  request: { confirm: number; idempotencyKey: string },
): Promise<{ started: SeasonStart; replayed: boolean }> {
  const answer = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(season)
      .orderBy(desc(season.number))
      .limit(1)
      .for('update');
    if (!current) throw new AppError('internal', 'There is no current season.');
    return runOnce(tx, actor.id, request.idempotencyKey, 'start-season', () =>
      startNextSeason(tx, actor, now, current, request.confirm),
    );
  });
  return { started: answer.body, replayed: answer.replayed };
}

async function startNextSeason(
  tx: DbOrTx,
  actor: Actor,
  now: Date,
  current: typeof season.$inferSelect,
  confirm: number,
): Promise<SeasonStart> {
  // Ended: another start committed while this one waited for the row.
  if (current.status === 'ended') {
    throw new AppError(
      'failed-precondition',
      'A new season was started a moment ago. Reload the page to see it. No season was started.',
    );
  }
  if (confirm !== current.number) {
    const n = current.number;
    throw new AppError(
      'failed-precondition',
      `The current season is season ${n}: type ${n} to confirm the start of season ${n + 1}. No season was started.`,
    );
  }
  if (current.status === 'resetting') {
    throw new AppError(
      'failed-precondition',
      'A season reset is still running. Wait for it to finish.',
    );
  }
  const [running] = await tx
    .select({ id: wave.id })
    .from(wave)
    .where(eq(wave.status, 'running'))
    .limit(1);
  if (running) {
    throw new AppError(
      'failed-precondition',
      'A wave is landing right now. Start the season when it is done.',
    );
  }
  const { archived, ...next } = await closeSeason(tx, current, now, actor.id);
  await recordAudit(tx, actor, 'start-season', next.id, {
    number: next.number,
    previous: current.number,
    archivedRows: archived,
  });
  return { ...next, archived };
}

/**
 * Ends `current` and opens the next season, whose banks the scheduler then resets in batches
 * (resetBanks): the final table archived, the season marked ended, the next one inserted as
 * resetting. Inside the transaction that holds the current season's row lock.
 */
async function closeSeason(
  tx: DbOrTx,
  current: typeof season.$inferSelect,
  now: Date,
  startedBy: string | null,
): Promise<SeasonStart> {
  const archived = await archiveStandings(tx, current.id);
  await tx.update(season).set({ status: 'ended', endedAt: now }).where(eq(season.id, current.id));
  const next = { id: createPublicId(), number: current.number + 1 };
  await tx.insert(season).values({ ...next, status: 'resetting', startedBy, startedAt: now });
  return { ...next, archived };
}

/**
 * A season is a run of `length` waves (SEASON_WAVES, the engine's SEASON.waves): once its last
 * wave has landed and been ranked, this ends it and starts the next, as a game master's start
 * would, so that a game without a game master goes on from season to season. Called by the
 * scheduler after each pass's waves; the season row's lock serialises it with a game master's
 * start, and a season already ended or resetting is left alone. Returns the season started, or
 * null while the season goes on. Not in the audit log, which holds the game masters' actions.
 */
export async function endFinishedSeason(
  db: Db,
  now: Date,
  length: number,
): Promise<SeasonStart | null> {
  // Every pass asks: a count without a lock first, the locked check only at the end.
  const seen = await getCurrentSeason(db);
  if (seen.status !== 'active' || (await countLandedWaves(db, seen.id)) < length) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(season)
      .orderBy(desc(season.number))
      .limit(1)
      .for('update');
    if (current?.status !== 'active') return null;
    if ((await countLandedWaves(tx, current.id)) < length) return null;
    // A wave still landing, or landed and not ranked yet, finishes in this season first.
    const [busy] = await tx
      .select({ id: wave.id })
      .from(wave)
      .where(
        or(
          eq(wave.status, 'running'),
          and(eq(wave.status, 'done'), eq(wave.seasonId, current.id), isNull(wave.rankedAt)),
        ),
      )
      .limit(1);
    if (busy) return null;
    return closeSeason(tx, current, now, null);
  });
}

/**
 * Moves the banks still on an older season to the current one, a batch per transaction: removes
 * their defenses, writes a season-reset ledger row that brings cash to the starting cash, takes
 * the season's points back to 0, and clears the alert. Resumable: a crash leaves the rest for the next call. Returns the banks reset
 * and whether this call finished the reset (the caller then announces the next wave again).
 */
export async function resetBanks(
  deps: { db: Db; bus: EventBus; logger: Logger },
  batchSize: number,
): Promise<{ banks: number; finished: boolean }> {
  const { db } = deps;
  const current = await getCurrentSeason(db);
  if (current.status !== 'resetting') return { banks: 0, finished: false };
  let total = 0;
  for (;;) {
    const [counted] = await selectRows(
      db,
      sql`
      with b as (
        select user_id, cash from bank where season_id <> ${current.id}
        order by user_id limit ${batchSize} for update
      ),
      removed as (delete from owned_defense o using b where o.user_id = b.user_id),
      lines as (
        insert into ledger (user_id, season_id, amount, kind, reference)
        select user_id, ${current.id}, ${ECONOMY.startingCash} - cash, 'season-reset', ${current.id} from b
      ),
      moved as (
        update bank set cash = ${ECONOMY.startingCash}, invested = 0, points = 0,
          season_id = ${current.id}, alert_family = null, updated_at = now()
        from b where bank.user_id = b.user_id returning 1
      )
      select count(*)::int as n from moved`,
      ResetCountRowSchema,
    );
    const done = counted?.n ?? 0;
    total += done;
    if (done === 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const finished = await db
    .update(season)
    .set({ status: 'active' })
    .where(eq(season.id, current.id))
    .returning({ id: season.id });
  if (finished.length > 0) {
    deps.logger.info({ season: current.number, banks: total }, 'season reset finished');
    await deps.bus.publish('season-started', { season: current.number });
    await deps.bus.publish('leaderboard-changed', { reason: 'season' });
  }
  return { banks: total, finished: finished.length > 0 };
}

export async function getSeasonProgress(db: Db): Promise<SeasonProgress> {
  const current = await getCurrentSeason(db);
  const [all] = await db.select({ n: count() }).from(bank);
  const [moved] = await db.select({ n: count() }).from(bank).where(eq(bank.seasonId, current.id));
  return {
    season: {
      id: current.id,
      number: current.number,
      status: current.status,
      startedAt: current.startedAt.toISOString(),
    },
    banksReset: moved?.n ?? 0,
    banksTotal: all?.n ?? 0,
  };
}
