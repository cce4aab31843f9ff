import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from './client';

/**
 * A row of a raw SQL statement that does not fit the schema its caller gave: a server bug (a
 * renamed or missing column, a type that changed), never the client's fault. It is a plain Error,
 * so the error handler logs it with its stack and answers a generic 500 `internal`: the statement
 * and the columns stay in the log, not in the answer.
 */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}

/**
 * The rows of a raw SQL statement, each parsed by `schema` (a zod object of the columns the
 * statement names, in their SQL spelling): the type comes from the schema, and a row that does not
 * fit fails at once with a RowShapeError naming the statement, the row, the first column that
 * does not fit and the columns the row has. drizzle's PGlite and node-postgres drivers both answer
 * `execute` with `{ rows }` but type it differently; this is the one place that reads it.
 *
 * The two drivers differ on a few types, which the schema absorbs:
 * - bigint (`count(*)`, `sum` of integers) is a number on PGlite and text on node-postgres, and
 *   numeric (`avg`, `sum` of numeric) is text on both: declare such a column `sqlNumber` (or cast
 *   it in SQL, `count(*)::int`, and declare `z.number()`);
 * - timestamps, dates and intervals are text on both (drizzle's parsers): `z.string()`.
 * Schemas are built once, at module level: zod compiles an object schema on its first use.
 */
export const selectRows = async <Schema extends z.ZodObject>(
  db: Executor,
  statement: SQL,
  schema: Schema,
): Promise<z.output<Schema>[]> => {
  const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
  return parseRows(result.rows, schema, statement);
};

/**
 * Rows a driver returned, each parsed by `schema`, as `selectRows` does; for the rare statement
 * that runs on the driver itself (a named prepared statement on the pool). `source` is the
 * statement, or its text.
 */
export function parseRows<Schema extends z.ZodObject>(
  rows: readonly unknown[],
  schema: Schema,
  source: SQL | string,
): z.output<Schema>[] {
  const parsed = new Array<z.output<Schema>>(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    const outcome = schema.safeParse(row);
    if (!outcome.success) throw rowShapeError(source, index, row, outcome.error);
    parsed[index] = outcome.data;
  }
  return parsed;
}

/** The SQL text of a statement, on one line and cut short: enough to find it in the code. */
function statementText(source: SQL | string): string {
  let text: string;
  try {
    text = typeof source === 'string' ? source : new PgDialect().sqlToQuery(source).sql;
  } catch {
    return '(a statement that could not be printed)';
  }
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function rowShapeError(source: SQL | string, index: number, row: unknown, error: z.ZodError) {
  const issue = error.issues[0];
  const column = issue?.path.length ? issue.path.map(String).join('.') : '(the row)';
  const columns =
    row !== null && typeof row === 'object' ? Object.keys(row).join(', ') || 'none' : typeof row;
  const value =
    row !== null && typeof row === 'object' && issue?.path.length
      ? (row as Record<string, unknown>)[String(issue.path[0])]
      : row;
  const shown =
    value === undefined
      ? 'missing'
      : typeof value === 'bigint'
        ? `${value}n`
        : `= ${JSON.stringify(value)?.slice(0, 60)}`;
  return new RowShapeError(
    `row ${index} of "${statementText(source)}" does not fit its schema: column "${column}" ${shown} (${issue?.message ?? 'invalid'}); the row's columns: ${columns}`,
  );
}

/**
 * A bigint or numeric column (`count(*)`, `sum`, `avg`): a number on PGlite for bigint, text on
 * node-postgres, text on both for numeric. Parsed to a number; a missing column still fails.
 */
export const sqlNumber = z.preprocess(
  (value) =>
    (typeof value === 'string' && value !== '') || typeof value === 'bigint'
      ? Number(value)
      : value,
  z.number(),
);
