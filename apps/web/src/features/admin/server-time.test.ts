import { describe, expect, it } from 'vitest';
import { serverOffset } from './server-time';

describe('server time', () => {
  it('measures how far the server clock is ahead of the browser', () => {
    const received = Date.parse('2030-01-01T12:00:00.000Z');
    expect(serverOffset('2030-01-01T12:05:00.000Z', received)).toBe(300_000);
    expect(serverOffset('2030-01-01T11:59:59.000Z', received)).toBe(-1000);
    expect(serverOffset('garbage', received)).toBe(0);
  });
});
