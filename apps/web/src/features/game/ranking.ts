/** Pure rules of a ranked table: ties, and when "around me" adds anything. */
import type { Schemas } from '../../lib/api-schemas';

type Row = Schemas['LeaderboardRow'];

/** True when the row shares its rank with a neighbour in the same run of rows. */
export function isTied(rows: readonly Row[], index: number): boolean {
  const rank = rows[index]?.rank;
  if (rank === undefined) return false;
  return rows[index - 1]?.rank === rank || rows[index + 1]?.rank === rank;
}

/** "Around me" is worth a second table only when it shows rows the top 50 does not. */
export function aroundMeAddsRows(table: {
  rows: readonly Row[];
  aroundMe: readonly Row[];
}): boolean {
  const shown = new Set(table.rows.map((row) => row.position));
  return table.aroundMe.some((row) => !shown.has(row.position));
}
