import { describe, expect, it } from 'vitest';
import { computeOffset, createServerClock, syncFromAnswer } from './server-clock';

describe('computeOffset', () => {
  it('is the server time minus the local time', () => {
    expect(computeOffset('2030-01-01T00:00:10.000Z', Date.parse('2030-01-01T00:00:00.000Z'))).toBe(
      10_000,
    );
    expect(computeOffset('2030-01-01T00:00:00.000Z', Date.parse('2030-01-01T00:01:00.000Z'))).toBe(
      -60_000,
    );
  });

  it('ignores anything that is not a date', () => {
    expect(computeOffset('soon', 0)).toBeNull();
    expect(computeOffset(12, 0)).toBeNull();
    expect(computeOffset(undefined, 0)).toBeNull();
  });
});

describe('createServerClock', () => {
  it('ticks locally from the last offset', () => {
    let local = Date.parse('2030-01-01T00:00:00.000Z');
    const clock = createServerClock(() => local);
    expect(clock.now()).toBe(local);
    clock.sync('2030-01-01T02:00:00.000Z');
    expect(clock.offset()).toBe(2 * 3600_000);
    local += 1500;
    expect(new Date(clock.now()).toISOString()).toBe('2030-01-01T02:00:01.500Z');
  });

  it('takes the newest answer and tells its listeners only on a change', () => {
    let local = 1_000_000;
    const clock = createServerClock(() => local);
    let calls = 0;
    const stop = clock.subscribe(() => {
      calls += 1;
    });
    clock.sync(new Date(local + 5000).toISOString());
    clock.sync(new Date(local + 5000).toISOString());
    expect(calls).toBe(1);
    local += 10_000;
    clock.sync(new Date(local - 2000).toISOString());
    expect(clock.offset()).toBe(-2000);
    expect(calls).toBe(2);
    stop();
    clock.sync(new Date(local).toISOString());
    expect(calls).toBe(2);
  });

  it('syncs from answers that carry serverTime and ignores the rest', () => {
    const clock = createServerClock(() => 0);
    syncFromAnswer(clock, { bank: 1 });
    syncFromAnswer(clock, null);
    syncFromAnswer(clock, 'text');
    expect(clock.offset()).toBe(0);
    syncFromAnswer(clock, { serverTime: new Date(3000).toISOString(), next: null });
    expect(clock.offset()).toBe(3000);
  });
});
