import type { Schemas } from '../../lib/api-schemas';

type Report = Schemas['RosterReport'];

/** One cell of a CSV line, quoted when it must be; a leading =, +, - or @ cannot run as a formula. */
function csvCell(value: string | number): string {
  const raw = String(value);
  const text = /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A roster's rows with errors as a CSV file to fix and upload again: line, e-mail, problems. */
export function errorReportCsv(report: Pick<Report, 'rows'>): string {
  const lines = ['line,email,problems'];
  for (const row of report.rows) {
    if (row.action !== 'error') continue;
    lines.push([row.row, row.email, row.problems.join(' ')].map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
