/**
 * The drills statistics as a CSV file, one row per drill, built in the browser from the answer
 * the page shows (so the file and the screen always agree), and saved with csv-export.ts. Cells
 * follow the server's CSV rules: RFC 4180 quoting, and text that a spreadsheet would read as a
 * formula is kept as text.
 */
import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import type { DrillStats } from './drill-stats-api';

export const DRILL_CSV_HEADER = [
  'drill_id',
  'fraud_id',
  'fraud',
  'family',
  'title',
  'kind',
  'difficulty',
  'attempts',
  'players',
  'report_rate',
  'trusted_share',
  'false_alarm_rate',
  'flags_found_rate',
] as const;

/** One cell: empty for null, quoted when needed, never a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A 0–1 share as written in the file: up to four decimals, empty when there is none. */
export function csvShare(share: number | null): number | null {
  return share === null ? null : Math.round(share * 10_000) / 10_000;
}

/** The file's rows (header first), each a list of raw values, in the stats' drill order. */
export function drillCsvRows(stats: DrillStats): (string | number | null)[][] {
  return [
    [...DRILL_CSV_HEADER],
    ...stats.drills.map((drill) => [
      drill.id,
      drill.fraudId,
      FRAUD_NAMES[drill.fraudId],
      FAMILY_NAMES[FRAUDS[drill.fraudId].family],
      drill.title,
      drill.legitimate ? 'legitimate' : 'scam',
      drill.difficulty,
      drill.attempts,
      drill.players,
      csvShare(drill.reportRate),
      csvShare(drill.trustedShare),
      csvShare(drill.falseAlarmRate),
      csvShare(drill.flagsFoundRate),
    ]),
  ];
}

/** The whole file, CRLF line ends as RFC 4180 has them. */
export function drillStatsCsv(stats: DrillStats): string {
  return `${drillCsvRows(stats)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}
