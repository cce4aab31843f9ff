import { z } from '@hono/zod-openapi';

/** The shapes of enrolment from a roster (issue 27): the request and the per-row report. */

/** The request body's limit for a roster: about 400 bytes a row, with room to spare. */
export const ENROLMENT_MAX_BYTES = 4 * 1024 * 1024;

export const RosterSchema = z
  .strictObject({
    csv: z.string().min(1, 'The file is empty.').openapi({
      description:
        'The roster as CSV text: a header row naming the columns email, name and cohort (any order, any case; name and cohort may be left out), then a row per person. Comma or semicolon separated; UTF-8.',
      example: 'email,name,cohort\nada@example.com,Ada Lovelace,Finance\n',
    }),
  })
  .openapi('Roster');

export const ROW_ACTIONS = ['invite', 'update', 'move', 'unchanged', 'error'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

const RowResultSchema = z
  .object({
    row: z.number().int().openapi({ description: "The row's line in the file (the header is 1)." }),
    email: z.string(),
    name: z.string(),
    cohort: z.string().openapi({ description: 'Empty: no cohort given.' }),
    action: z.enum(ROW_ACTIONS).openapi({
      description:
        'invite: no account yet, an invitation mail goes out; update: invited before, now with another name or cohort; move: an account that goes into the cohort; unchanged: nothing to do (a re-upload); error: see problems, nothing done.',
    }),
    problems: z.array(z.string()),
  })
  .openapi('RosterRow');

export const RosterReportSchema = z
  .object({
    applied: z.boolean().openapi({ description: 'False for a preview: nothing was changed.' }),
    totals: z.object({
      rows: z.number().int(),
      invite: z.number().int(),
      update: z.number().int(),
      move: z.number().int(),
      unchanged: z.number().int(),
      error: z.number().int(),
    }),
    newCohorts: z.array(z.string()).openapi({
      description: 'Cohorts the roster names that do not exist yet: created on import.',
    }),
    rows: z.array(RowResultSchema).openapi({ description: 'Every row, in file order.' }),
  })
  .openapi('RosterReport');

export type RosterReport = z.infer<typeof RosterReportSchema>;
export type RosterRow = z.infer<typeof RowResultSchema>;
