import { describe, expect, it } from 'vitest';
import { createPublicId, PUBLIC_ID_LENGTH } from './public-id';

describe('createPublicId', () => {
  it('makes distinct 20-character ids from [A-Za-z0-9], every character about equally often', () => {
    const ids = Array.from({ length: 10_000 }, () => createPublicId());
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]+$/);
      expect(id).toHaveLength(PUBLIC_ID_LENGTH);
      for (const char of id) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 200,000 characters over 62: about 3,226 each; a biased draw would miss these bounds.
    expect(counts.size).toBe(62);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(2_900);
      expect(count).toBeLessThan(3_550);
    }
  });
});
