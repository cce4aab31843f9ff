import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { AUDIT_PACK_COLUMNS, type AuditPackRow } from './audit-pack-service';

/**
 * The audit pack's two formats, each a stream of bytes written as the rows come: nothing holds
 * the whole file. A cell that begins with =, +, - or @ is written as text with a leading
 * apostrophe in the CSV, so that a spreadsheet never runs it as a formula.
 */

const formulaSafe = (cell: string | number) =>
  typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell;

export function auditPackCsv(pages: AsyncIterable<AuditPackRow[]>): Readable {
  const csv = stringify({ header: true, columns: [...AUDIT_PACK_COLUMNS], bom: true });
  (async () => {
    for await (const page of pages) {
      for (const row of page) {
        if (!csv.write(row.map(formulaSafe))) await new Promise((r) => csv.once('drain', r));
      }
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}

export function auditPackXlsx(pages: AsyncIterable<AuditPackRow[]>): Readable {
  const out = new PassThrough();
  // Shared strings and styles would be kept in memory for the whole file: both off.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Audit pack');
  sheet.addRow([...AUDIT_PACK_COLUMNS]).commit();
  (async () => {
    for await (const page of pages) {
      for (const row of page) sheet.addRow(row).commit();
      // Let the bytes written so far drain before the next page is read.
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
