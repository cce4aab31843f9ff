import { describe, expect, it } from 'vitest';
import { answersFor } from './page-data';

describe('the answers a page carries', () => {
  it('gives the Attack Log its first page of reports, its chart, and the report a link opens', () => {
    expect(answersFor('/attacklog').sort()).toEqual(
      ['/api/bank', '/api/reports/balance', '/api/reports?limit=20', '/api/waves/next'].sort(),
    );
    const id = 'aB3c'.repeat(5);
    expect(answersFor('/attacklog', `?report=${id}`)).toContain(`/api/reports/${id}`);
    // Only a well-formed id is asked for, and only on the Attack Log.
    for (const [path, search] of [
      ['/attacklog', '?report=../admin'],
      ['/attacklog', '?report=short'],
      ['/home', `?report=${id}`],
    ] as const) {
      expect(
        answersFor(path, search).filter((answer) => answer.startsWith('/api/reports/')),
      ).toEqual(path === '/attacklog' ? ['/api/reports/balance'] : []);
    }
  });
});
