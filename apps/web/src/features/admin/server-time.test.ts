import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, serverOffset, toLocalInputValue, toTimeOfDay } from './server-time';

describe('server time', () => {
  it('measures how far the server clock is ahead of the browser', () => {
    const received = Date.parse('2030-01-01T12:00:00.000Z');
    expect(serverOffset('2030-01-01T12:05:00.000Z', received)).toBe(300_000);
    expect(serverOffset('2030-01-01T11:59:59.000Z', received)).toBe(-1000);
    expect(serverOffset('garbage', received)).toBe(0);
  });

  it('round-trips a moment through the datetime-local value, to the minute', () => {
    const at = new Date(2030, 5, 15, 9, 7).getTime();
    expect(toLocalInputValue(at)).toBe('2030-06-15T09:07');
    expect(fromLocalInputValue('2030-06-15T09:07')).toBe(at);
    expect(fromLocalInputValue('2030-06-15T09:07:30')).toBe(at + 30_000);
  });

  it('refuses values that are not a real date', () => {
    for (const bad of ['', '2030-02-31T10:00', '2030-13-01T10:00', 'tomorrow', '2030-06-15']) {
      expect(fromLocalInputValue(bad)).toBeNull();
    }
  });

  it('writes the time of day as HH:MM', () => {
    expect(toTimeOfDay(new Date(2030, 0, 1, 7, 5).getTime())).toBe('07:05');
  });
});
