import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import { markReportRead, subscribeReportReads, wasReportRead } from './report-reads';

describe('report reads', () => {
  it('remember a report once it is read, and only that one', () => {
    const storage = memoryStorage();
    expect(wasReportRead('a', storage)).toBe(false);
    markReportRead('a', storage);
    markReportRead('a', storage);
    expect(wasReportRead('a', storage)).toBe(true);
    expect(wasReportRead('b', storage)).toBe(false);
    expect(JSON.parse(storage.getItem('ffl.reports-read') ?? '[]')).toEqual(['a']);
  });

  it('keep the newest 50', () => {
    const storage = memoryStorage();
    for (let n = 0; n < 60; n += 1) markReportRead(`r${n}`, storage);
    expect(wasReportRead('r9', storage)).toBe(false);
    expect(wasReportRead('r10', storage)).toBe(true);
    expect(wasReportRead('r59', storage)).toBe(true);
  });

  it('tell the subscribers of a new mark, not of one already made', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const unsubscribe = subscribeReportReads(listener);
    markReportRead('a', storage);
    markReportRead('a', storage);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    markReportRead('b', storage);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('read a blocked or garbled storage as nothing read, without throwing', () => {
    const blocked = memoryStorage(true);
    expect(() => markReportRead('a', blocked)).not.toThrow();
    expect(wasReportRead('a', blocked)).toBe(false);
    const garbled = memoryStorage();
    garbled.setItem('ffl.reports-read', '{not json');
    expect(wasReportRead('a', garbled)).toBe(false);
    garbled.setItem('ffl.reports-read', JSON.stringify(['a', 3, null]));
    expect(wasReportRead('a', garbled)).toBe(true);
  });
});
