import { ROSTER_MAX_ROWS } from '@ffl/engine/cohorts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { nameProblem } from '../../lib/names';

/**
 * A roster file read into rows (issue 27): the header names the columns, each row is checked on
 * its own, and every problem is named with the row's line, so that one bad row never stops the
 * others. Problems with the file as a whole (no e-mail column, too many rows, broken quoting) are
 * the request's error.
 */

export interface RosterLine {
  /** The line in the file (the header is 1). */
  row: number;
  email: string;
  name: string;
  cohort: string;
  problems: string[];
}

const COLUMN_NAMES: Record<string, 'email' | 'name' | 'cohort'> = {
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  'e-mail address': 'email',
  mail: 'email',
  name: 'name',
  'full name': 'name',
  'display name': 'name',
  cohort: 'cohort',
  class: 'cohort',
  team: 'cohort',
  department: 'cohort',
};

const Email = z.email();

function fileError(message: string): AppError {
  return new AppError('invalid-argument', message);
}

export function readRoster(csv: string): RosterLine[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw fileError(
      `The file is not valid CSV${where ? ` (near line ${where})` : ''}: check its quotes.`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw fileError('The file is empty.');
  const columns = header.map((cell) => COLUMN_NAMES[cell.trim().toLowerCase()] ?? null);
  const unknown = header.filter((_, i) => columns[i] === null);
  if (unknown.length > 0) {
    throw fileError(
      `The header row has columns this roster does not take: ${unknown.join(', ')}. Use email, name and cohort.`,
    );
  }
  for (const wanted of ['email', 'name', 'cohort'] as const) {
    if (columns.filter((c) => c === wanted).length > 1) {
      throw fileError(`The header row names the ${wanted} column twice.`);
    }
  }
  if (!columns.includes('email')) {
    throw fileError('The header row has no email column. Use email, name and cohort.');
  }
  if (body.length > ROSTER_MAX_ROWS) {
    throw fileError(
      `The file has ${body.length} rows; a roster takes at most ${ROSTER_MAX_ROWS}. Upload it in parts.`,
    );
  }
  const firstRow = new Map<string, number>();
  return body.map((cells, index) => {
    const row = index + 2;
    const cell = (name: 'email' | 'name' | 'cohort') => {
      const at = columns.indexOf(name);
      return at === -1 ? '' : (cells[at] ?? '').trim();
    };
    const email = cell('email').toLowerCase();
    const name = cell('name').normalize('NFC');
    const cohort = cell('cohort').normalize('NFC');
    const problems: string[] = [];
    if (cells.length > header.length) {
      problems.push(`The row has ${cells.length} cells; the header has ${header.length}.`);
    }
    if (email === '') problems.push('The e-mail address is missing.');
    else if (email.length > 254 || !Email.safeParse(email).success) {
      problems.push(`"${email.slice(0, 60)}" is not an e-mail address.`);
    } else {
      const seen = firstRow.get(email);
      if (seen !== undefined) problems.push(`The same address as row ${seen}.`);
      else firstRow.set(email, row);
    }
    if (name !== '') {
      const problem = nameProblem('display', name);
      if (problem) problems.push(problem);
    }
    if (cohort !== '') {
      const problem = nameProblem('cohort', cohort);
      if (problem) problems.push(problem);
    }
    return { row, email, name, cohort, problems };
  });
}
