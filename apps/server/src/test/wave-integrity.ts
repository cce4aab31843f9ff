import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { selectRows, sqlNumber } from '../db/select-rows';

const CountRowSchema = z.object({ n: sqlNumber });

/** The `n` of a one-row count statement. */
export async function countRows(db: Database['db'], statement: SQL): Promise<number> {
  const [row] = await selectRows(db, statement, CountRowSchema);
  return row?.n ?? 0;
}

/**
 * What a landed wave left behind, for the tests that crash or starve the server mid-wave: its
 * results, the players charged, and the players whose ledger rows for it are not exactly one
 * damage, revenue, upkeep and bonus row, in that order (0 when every player was hit once).
 */
export async function checkWaveLanded(db: Database['db'], waveId: string) {
  return {
    results: await countRows(
      db,
      sql`select count(*)::int as n from wave_result where wave_id = ${waveId}`,
    ),
    charged: await countRows(
      db,
      sql`select count(distinct user_id)::int as n from ledger where reference = ${waveId}`,
    ),
    wrongLedgers: await countRows(
      db,
      sql`select count(*)::int as n from (
              select user_id from ledger where reference = ${waveId}
              group by user_id having count(*) <> 4
                or array_agg(kind order by id) <> array['damage', 'revenue', 'upkeep', 'bonus']) bad`,
    ),
  };
}
