import { describe, expect, it } from 'vitest';
import { countUpValue, easeOut } from './count-up';

describe('easeOut', () => {
  it('runs from 0 to 1 and is clamped', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(0.5)).toBe(0.875);
  });
});

describe('countUpValue', () => {
  it('starts at the old balance and lands exactly on the new one', () => {
    expect(countUpValue(1_000_000, 850_000, 0)).toBe(1_000_000);
    expect(countUpValue(1_000_000, 850_000, 1)).toBe(850_000);
    expect(countUpValue(1_000_000, 850_000, 0.5)).toBe(868_750);
  });

  it('shows whole credits only', () => {
    expect(Number.isInteger(countUpValue(0, 7, 0.3))).toBe(true);
  });
});
