import { DIFFICULTIES } from '@ffl/engine/economy';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT, withArticle } from './notification-text';

describe('the wave-soon mail', () => {
  it('says "an easy wave" and "a hard wave": the article fits every difficulty', () => {
    expect(withArticle('easy')).toBe('an easy');
    expect(withArticle('hard')).toBe('a hard');
    for (const difficulty of DIFFICULTIES) {
      const line = NOTIFICATION_TEXT.waveSoon.lines(3, difficulty, 'phishing')[1] ?? '';
      expect(line).not.toMatch(/\ba [aeiou]/i);
      expect(line).not.toMatch(/\ban [^aeiou\s]/i);
      expect(line).toContain(`${difficulty} wave`);
    }
  });
});
