import { describe, expect, it } from 'vitest';
import { formatDay, streakText as t } from './streak-text';

describe("the streak card's words", () => {
  it('count days in the singular and the plural', () => {
    expect(t.days(0)).toBe('0 days');
    expect(t.days(1)).toBe('1 day');
    expect(t.days(12)).toBe('12 days');
  });

  it('say whether today is done, the streak is at risk, or there is none yet', () => {
    expect(t.state(3, true, false)).toBe(
      'Today is done: your streak is 3 days. Come back tomorrow.',
    );
    expect(t.state(1, false, true)).toBe(
      'Your 1-day streak ends at midnight unless you learn something today.',
    );
    expect(t.state(0, false, false)).toBe('No streak yet. Learn something today to start one.');
  });

  it('glance at the streak beside its title on Home', () => {
    expect(t.glance(4, true, false)).toBe('4 days, today done');
    expect(t.glance(1, false, true)).toBe('1 day, at risk today');
    expect(t.glance(0, false, false)).toBe('None yet');
  });

  it('name a day as itself, whatever the browser zone', () => {
    expect(formatDay('2026-01-13')).toBe('Tuesday 13 January');
    expect(t.freezeCovers('2026-01-13')).toBe(
      'You missed Tuesday 13 January. Your freeze covers it once you learn something today.',
    );
  });

  it('price the freeze in money words', () => {
    expect(t.buy(5000)).toBe('Buy a freeze for $5,000');
    expect(t.freezeExplain(5000)).toBe(
      'A freeze covers one missed day, so your streak survives it. It costs $5,000 and you can hold one.',
    );
  });

  it('never speak of the engine', () => {
    const words = JSON.stringify(
      Object.values(t).map((v) => (typeof v === 'function' ? String(v) : v)),
    );
    expect(words.toLowerCase()).not.toContain('engine');
  });
});
