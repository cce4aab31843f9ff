import { describe, expect, it } from 'vitest';
import { readPage, readQuery } from './search-params';

describe('search parameters', () => {
  it('reads a page from 2 up, and drops the default or anything odd', () => {
    expect(readPage({ page: 3 })).toEqual({ page: 3 });
    expect(readPage({ page: '4' })).toEqual({ page: 4 });
    for (const page of [1, 0, -2, 1.5, 'x', null, undefined, 100_001]) {
      expect(readPage({ page })).toEqual({});
    }
  });

  it('reads the player search trimmed and bounded', () => {
    expect(readQuery({ q: '  ann ' })).toEqual({ q: 'ann' });
    expect(readQuery({ q: '' })).toEqual({});
    expect(readQuery({ q: ['a'] })).toEqual({});
    expect(readQuery({ q: 'x'.repeat(300) }).q).toHaveLength(254);
  });
});
