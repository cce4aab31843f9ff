import { describe, expect, it } from 'vitest';
import { countLineBreaks, exportShare, rowsReceived } from './csv-export';

describe('CSV export progress', () => {
  it('counts line breaks across chunks', () => {
    const chunks = ['report_id,email\r\n', 'a,b\r\nc,', 'd\r\n'];
    expect(chunks.map(countLineBreaks)).toEqual([1, 1, 1]);
    expect(countLineBreaks('')).toBe(0);
  });

  it('does not count the header as a row', () => {
    expect(rowsReceived(0)).toBe(0);
    expect(rowsReceived(1)).toBe(0);
    expect(rowsReceived(41)).toBe(40);
  });

  it('reports the share done, capped at all of it', () => {
    expect(exportShare(0, 40)).toBe(0);
    expect(exportShare(10, 40)).toBe(0.25);
    expect(exportShare(45, 40)).toBe(1);
    expect(exportShare(0, 0)).toBe(1);
  });
});
