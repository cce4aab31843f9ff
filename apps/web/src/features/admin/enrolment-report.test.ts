import { describe, expect, it } from 'vitest';
import { errorReportCsv } from './enrolment-report';

const row = (n: number, email: string, action: 'error' | 'invite', problems: string[] = []) => ({
  row: n,
  email,
  name: '',
  cohort: '',
  action,
  problems,
});

describe("a roster's error report", () => {
  it('lists the rows with errors only, quoting cells and defusing formulas', () => {
    const csv = errorReportCsv({
      rows: [
        row(2, 'ok@example.com', 'invite'),
        row(3, 'not-an-address', 'error', ['"not-an-address" is not an e-mail address.']),
        row(4, '=cmd|calc', 'error', ['One, two.', 'Three.']),
      ],
    });
    expect(csv).toBe(
      'line,email,problems\n3,not-an-address,"""not-an-address"" is not an e-mail address."\n4,\'=cmd|calc,"One, two. Three."\n',
    );
  });
});
