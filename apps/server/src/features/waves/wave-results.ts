import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bank, waveResult } from '../../db/schema/game';
import { loadBreakdowns, pickBreakdowns } from './wave-report';
import type { WaveResultsPage } from './wave-schemas';

const resultColumns = {
  reportId: waveResult.publicId,
  userId: waveResult.userId,
  email: user.email,
  manager: user.name,
  bankId: bank.publicId,
  bankName: bank.name,
  alertFamily: waveResult.alertFamily,
  stars: waveResult.stars,
  totalBase: waveResult.totalBase,
  totalDamage: waveResult.totalDamage,
  netChange: waveResult.netChange,
  cashAfter: waveResult.cashAfter,
  netWorthAfter: waveResult.netWorthAfter,
  outcomes: waveResult.outcomes,
};

/** One page of a wave's per-player results, for the game master. */
export async function listWaveResults(
  db: Db,
  waveId: string,
  page: number,
  pageSize: number,
): Promise<WaveResultsPage> {
  const rows = await db
    .select(resultColumns)
    .from(waveResult)
    .innerJoin(user, eq(user.id, waveResult.userId))
    .innerJoin(bank, eq(bank.userId, waveResult.userId))
    .where(eq(waveResult.waveId, waveId))
    .orderBy(asc(user.email))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(waveResult)
    .where(eq(waveResult.waveId, waveId));
  const book = await loadBreakdowns(db, waveId);
  return {
    total: total?.n ?? 0,
    page,
    pageSize,
    results: rows.map(({ outcomes, ...row }) => ({
      ...row,
      attacks: pickBreakdowns(book, outcomes).map((attack) => ({
        fraudId: attack.f,
        base: attack.b,
        damage: attack.x,
      })),
    })),
  };
}

export const CSV_HEADER = [
  'report_id',
  'email',
  'manager',
  'bank_id',
  'bank_name',
  'alert_family',
  'stars',
  'total_base',
  'total_damage',
  'prevented',
  'net_change',
  'cash_after',
  'net_worth_after',
  'attacks',
] as const;

/**
 * A CSV field: quoted when needed, and with a leading apostrophe when a spreadsheet would take it
 * for a formula (names are player-chosen, so "=HYPERLINK(...)" must stay text).
 */
export function toCsvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole result table as CSV lines, read in keyset pages so memory stays flat. */
export async function* streamWaveResultsCsv(
  db: Db,
  waveId: string,
  pageSize = 2000,
): AsyncGenerator<string> {
  yield `${CSV_HEADER.join(',')}\r\n`;
  const book = await loadBreakdowns(db, waveId);
  let after = '';
  for (;;) {
    const rows = await db
      .select(resultColumns)
      .from(waveResult)
      .innerJoin(user, eq(user.id, waveResult.userId))
      .innerJoin(bank, eq(bank.userId, waveResult.userId))
      .where(and(eq(waveResult.waveId, waveId), gt(waveResult.userId, after)))
      .orderBy(asc(waveResult.userId))
      .limit(pageSize);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const attacks = pickBreakdowns(book, row.outcomes)
        .map((attack) => `${attack.f}:${attack.x}`)
        .join(' ');
      chunk += `${[
        row.reportId,
        row.email,
        row.manager,
        row.bankId,
        row.bankName,
        row.alertFamily,
        row.stars,
        row.totalBase,
        row.totalDamage,
        row.totalBase - row.totalDamage,
        row.netChange,
        row.cashAfter,
        row.netWorthAfter,
        attacks,
      ]
        .map(toCsvField)
        .join(',')}\r\n`;
    }
    yield chunk;
    after = rows.at(-1)?.userId ?? after;
  }
}
