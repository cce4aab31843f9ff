import { type SQL, sql } from 'drizzle-orm';

/**
 * A list of strings as one SQL text[] value, for `= any(…)`: one bound parameter whatever the
 * list's length (a page of 1,000 players), where `in (…)` would bind one each.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
