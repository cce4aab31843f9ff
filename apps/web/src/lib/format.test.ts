import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatMoney,
  formatMoneyChange,
  formatPercent,
  protectionTone,
} from './format';

describe('formats', () => {
  it('shows money as whole dollars with separators and a true minus', () => {
    expect(formatMoney(1_234_567)).toBe('$1,234,567');
    expect(formatMoney(-27_500)).toBe('\u2212$27,500');
    expect(formatMoneyChange(40_000)).toBe('+$40,000');
    expect(formatMoneyChange(-5)).toBe('\u2212$5');
    expect(formatMoneyChange(0)).toBe('$0');
  });

  it('colours protection by the visual.md thresholds', () => {
    expect([0, 39, 40, 69, 70, 100].map(protectionTone)).toEqual([
      'bad',
      'bad',
      'warn',
      'warn',
      'good',
      'good',
    ]);
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(70, true)).toBe('70%');
  });

  it('counts down in HH:MM:SS', () => {
    expect(formatCountdown(((2 * 60 + 14) * 60 + 9) * 1000 + 999)).toBe('02:14:09');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(30 * 3600 * 1000)).toBe('30:00:00');
  });
});
