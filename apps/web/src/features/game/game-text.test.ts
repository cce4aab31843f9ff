import { describe, expect, it } from 'vitest';
import { describeGain } from './game-text';

describe('describeGain', () => {
  it('words the gain against the forecast', () => {
    expect(describeGain(0.14, true)).toBe('+14% average protection against your forecast');
    expect(describeGain(0.136, false)).toBe('+14% average protection against the usual wave mix');
    expect(describeGain(0.003, true)).toBe(
      'Less than +1% average protection against your forecast',
    );
    expect(describeGain(0, true)).toBe('No extra protection against your forecast');
  });
});
