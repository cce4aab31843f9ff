import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Executor } from './client';
import { RowShapeError, selectRows, sqlNumber } from './select-rows';

/*
 * The helper on the driver the suite runs on: PGlite, or PostgreSQL (node-postgres) when
 * TEST_DATABASE_URL is set. The two answer bigint and numeric columns differently, which is what
 * `sqlNumber` absorbs. No table is needed, so no migration runs.
 */
let db: Executor;
let close: () => Promise<void>;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    db = drizzlePg(pool) as unknown as Executor;
    close = () => pool.end();
  } else {
    const client = await PGlite.create();
    db = drizzlePglite(client) as unknown as Executor;
    close = () => client.close();
  }
});

afterAll(async () => {
  await close();
});

const SummaryRow = z.object({
  family: z.string(),
  n: sqlNumber,
  mean: sqlNumber,
  lowest: z.number(),
  missing: sqlNumber.nullable(),
  closed_at: z.string(),
});

describe('selectRows', () => {
  it('parses good rows, with bigint and numeric columns as numbers on either driver', async () => {
    const rows = await selectRows(
      db,
      sql`select 'phishing' as family, count(*) as n, avg(x) as mean, min(x)::int as lowest,
            avg(x) filter (where false) as missing, now()::timestamptz as closed_at
          from (values (1), (2)) as t(x)`,
      SummaryRow,
    );
    expect(rows).toEqual([
      {
        family: 'phishing',
        n: 2,
        mean: 1.5,
        lowest: 1,
        missing: null,
        closed_at: expect.any(String),
      },
    ]);
  });

  it('fails a renamed column with the statement, the column and the columns the row has', async () => {
    const result = selectRows(
      db,
      sql`select 'phishing' as family, count(*) as total, avg(x) as mean, min(x)::int as lowest,
            null::numeric as missing, now()::text as closed_at
          from (values (1), (2)) as t(x)`,
      SummaryRow,
    );
    await expect(result).rejects.toBeInstanceOf(RowShapeError);
    await expect(result).rejects.toThrow(
      "row 0 of \"select 'phishing' as family, count(*) as total, avg(x) as mean",
    );
    await expect(result).rejects.toThrow(/column "n" missing \(.*expected number.*\)/);
    await expect(result).rejects.toThrow(
      "the row's columns: family, total, mean, lowest, missing, closed_at",
    );
  });

  it('fails a column of the wrong type, naming the row and the value', async () => {
    const Row = z.object({ id: z.string(), level: z.number() });
    const result = selectRows(
      db,
      sql`select * from (values ('a', 1), ('b', null)) as t(id, level) order by id`,
      Row,
    );
    await expect(result).rejects.toThrow(
      /^row 1 of ".*" does not fit its schema: column "level" = null/,
    );
  });

  it('refuses text that is not a number in a numeric column', async () => {
    const result = selectRows(db, sql`select 'ten' as n`, z.object({ n: sqlNumber }));
    await expect(result).rejects.toThrow('column "n" = "ten"');
  });

  it('answers no rows as an empty list', async () => {
    const rows = await selectRows(db, sql`select 1 as n where false`, z.object({ n: z.number() }));
    expect(rows).toEqual([]);
  });
});
