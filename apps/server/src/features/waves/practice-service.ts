import { isFamilyId } from '@ffl/engine/ids';
import { drawPracticeWave, practiceSeedFor } from '@ffl/engine/practice-wave';
import { findBestImprovement } from '@ffl/engine/recommend';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practiceReport, waveResult } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { loadOwned, lockBank, toLoadout } from '../bank/bank-service';
import { encodeAttack, expandAttack, type StoredAttack, toSummary } from './wave-report';
import type { Report, ReportSummary, WaveLedgerKind } from './wave-schemas';

/**
 * The practice wave (engine practice-wave.ts): a new player's first report, resolved the moment the
 * welcome is done, inside the transaction that records it (app.ts hands this to the bank routes).
 * It is resolved by the engine like any wave, from the player's first loadout and alert, but it is
 * stored in `practice_report` only: no ledger row, no points, no rank, no league, streak, badge,
 * booster or mail can see it. Its figures say what a real wave would have done.
 *
 * Once per player: the table's primary key is the player, the bank row is locked first (so two
 * requests finishing the welcome at once queue, and the second finds the first's report), and the
 * insert does nothing on a conflict. A player a real wave hit before the welcome ended has a real
 * report to learn from and gets none.
 */
export async function runPracticeWave(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const bank = await lockBank(tx, userId);
  if (!bank.welcomeDone) return;
  const [done] = await tx
    .select({ id: practiceReport.publicId })
    .from(practiceReport)
    .where(eq(practiceReport.userId, userId));
  if (done) return;
  const [hit] = await tx
    .select({ waveId: waveResult.waveId })
    .from(waveResult)
    .where(eq(waveResult.userId, userId))
    .limit(1);
  if (hit) return;

  const loadout = toLoadout(await loadOwned(tx, userId));
  const alert = bank.alertFamily !== null && isFamilyId(bank.alertFamily) ? bank.alertFamily : null;
  const seed = practiceSeedFor(userId);
  const drawn = drawPracticeWave(seed, loadout);
  const result = resolveWave(drawn.attacks, loadout, alert, bank.invested);
  const cashAfter = bank.cash + result.netChange;
  await tx
    .insert(practiceReport)
    .values({
      userId,
      publicId: createPublicId(),
      seed,
      difficulty: drawn.difficulty,
      forecast: [...drawn.forecast.elevatedFamilies],
      alertFamily: alert,
      stars: result.stars,
      totalBase: result.totalBase,
      totalDamage: result.totalDamage,
      netChange: result.netChange,
      cashAfter,
      netWorthAfter: cashAfter + bank.invested,
      pointsAfter: bank.points,
      ledger: result.ledger.map(({ kind, amount }) => ({ kind, amount })),
      attacks: result.attacks.map((attack) =>
        encodeAttack(attack, findBestImprovement(attack.fraudId, loadout, alert)),
      ),
      createdAt: now,
    })
    .onConflictDoNothing({ target: practiceReport.userId });
}

type PracticeRow = typeof practiceReport.$inferSelect;

function toPracticeSummary(row: PracticeRow): ReportSummary {
  // A practice report belongs to no wave and is not ranked: its own id stands in for the wave's.
  const summary = toSummary({
    ...row,
    id: row.publicId,
    waveId: row.publicId,
    points: 0,
    rankBefore: null,
    rankAfter: null,
  });
  return { ...summary, practice: true };
}

/** My practice report's summary, or null when I have none. */
export async function findPracticeSummary(
  db: DbOrTx,
  userId: string,
): Promise<ReportSummary | null> {
  const [row] = await db.select().from(practiceReport).where(eq(practiceReport.userId, userId));
  return row ? toPracticeSummary(row) : null;
}

/** My practice report with its per-attack "why"; not-found when `reportId` is not it. */
export async function getPracticeReport(
  db: DbOrTx,
  userId: string,
  reportId: string,
): Promise<Report> {
  const [row] = await db
    .select()
    .from(practiceReport)
    .where(and(eq(practiceReport.publicId, reportId), eq(practiceReport.userId, userId)));
  if (!row) throw new AppError('not-found', 'No report of yours has that id.');
  return {
    ...toPracticeSummary(row),
    ledger: row.ledger as { kind: WaveLedgerKind; amount: number }[],
    attacks: (row.attacks as StoredAttack[]).map((attack) => expandAttack(attack, row.alertFamily)),
  };
}
