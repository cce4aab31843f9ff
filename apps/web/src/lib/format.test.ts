import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatMoney,
  formatMoneyChange,
  formatNumber,
  formatPercent,
  groupDigits,
} from './format';

describe('formats', () => {
  it('shows money as whole dollars with separators and a true minus', () => {
    expect(formatMoney(1_234_567)).toBe('$1,234,567');
    expect(formatMoney(-27_500)).toBe('\u2212$27,500');
    expect(formatMoneyChange(40_000)).toBe('+$40,000');
    expect(formatMoneyChange(-5)).toBe('\u2212$5');
    expect(formatMoneyChange(0)).toBe('$0');
    expect(formatMoney(999.6)).toBe('$1,000');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('groups digits exactly as en-US number formatting does', () => {
    const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1_000, 12_345, 100_000, 999_999, 1_000_000, 123_456_789_012]) {
      expect(groupDigits(value)).toBe(reference.format(value));
    }
    expect(groupDigits(-45_678)).toBe('45,678');
  });

  it('writes plain numbers as en-US does, without trailing zeros', () => {
    for (const [value, decimals] of [
      [55, 2],
      [77.5, 2],
      [0.45, 2],
      [0.456, 2],
      [1234.5, 1],
      [2.04, 1],
      [-3.25, 1],
      [-0.06, 1],
      [1_000_000.126, 2],
    ] as const) {
      const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
      expect(formatNumber(value, decimals)).toBe(reference.format(value));
    }
    // Unlike Intl's "-0", a negative that rounds to nothing is plain zero.
    expect(formatNumber(-0.01, 1)).toBe('0');
  });

  it('shows a share as a whole percent', () => {
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(70, true)).toBe('70%');
  });

  it('orders every fraud and defense name as an English collator does', async () => {
    const { FRAUD_NAMES, DEFENSE_NAMES } = await import('@ffl/engine/ids');
    const collator = new Intl.Collator('en');
    for (const names of [Object.values(FRAUD_NAMES), Object.values(DEFENSE_NAMES)]) {
      const ours = [...names].sort(compareNames);
      expect(ours).toEqual([...names].sort(collator.compare));
    }
    expect(['b', 'B', 'a'].sort(compareNames)).toEqual(['a', 'B', 'b']);
  });
});
