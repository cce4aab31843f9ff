/** The words of the console's roster screen (issue 27); the row limit is the engine's. */
import { ROSTER_MAX_ROWS } from '@ffl/engine/cohorts';

export const ENROLMENT_TEXT = {
  nav: 'Enrolment',
  title: 'Enrolment',
  lead: 'Upload a roster to put people in cohorts. Anyone without an account is invited by e-mail, and lands in their cohort once they sign up and verify their address.',
  fileLabel: 'Roster (CSV)',
  fileHint: `A header row with the columns email, name and cohort (name and cohort may be left out), then a row per person. Comma or semicolon separated, up to ${ROSTER_MAX_ROWS.toLocaleString('en')} rows.`,
  cohortFileHint: `A header row with the columns email and name (and cohort, which may only be this one), then a row per person. Up to ${ROSTER_MAX_ROWS.toLocaleString('en')} rows. People without an account are invited by e-mail.`,
  cohortHeading: 'Add people from a roster',
  preview: 'Check the roster',
  import: 'Import',
  reading: 'Reading the file…',
  previewHeading: 'What the import will do',
  importedHeading: 'Imported',
  totals: {
    invite: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} invited by e-mail`,
    update: (n: number) => `${n} invited again, with a new name or cohort`,
    move: (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'} placed in a cohort`,
    unchanged: (n: number) => `${n} unchanged`,
    error: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'} with errors, left out`,
  } as const,
  newCohorts: (names: string) => `New cohorts, made on import: ${names}.`,
  errorsHeading: 'Rows with errors',
  errorRow: 'Line',
  errorEmail: 'E-mail',
  errorProblem: 'Problem',
  downloadErrors: 'Download the error report (CSV)',
  errorsShown: (shown: number, total: number) =>
    shown < total ? `The first ${shown} of ${total} rows with errors.` : '',
  nothingToDo: 'Nothing to do: every row is as the roster says already.',
  pickFile: 'Choose a CSV file first.',
  importDone: (rows: number) => `The roster of ${rows} ${rows === 1 ? 'row' : 'rows'} is imported.`,
} as const;
