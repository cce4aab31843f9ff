import { describe, expect, it } from 'vitest';
import { attackLogText } from './attack-log-text';

describe("the Attack Log's advice before the first wave", () => {
  it('tells a bank with defenses to check them, not to buy a first one, in whole sentences', () => {
    expect(attackLogText.emptyUnscheduled(true)).not.toContain('first defense');
    expect(attackLogText.emptyUnscheduled(true)).toMatch(/set your alert\.$/);
    expect(attackLogText.emptyLanding(false)).toMatch(/buy a first defense\.$/);
    expect(attackLogText.emptyWithCountdown('in 3 h', false)).toBe(
      'No attacks yet. The next wave hits in 3 h, so now is a good time to buy a first defense.',
    );
  });
});
