import { describe, expect, it } from 'vitest';
import { LEAGUE_LIMIT } from './leagues';

describe('private leagues', () => {
  it('let a player be in at most 25 at once', () => {
    expect(LEAGUE_LIMIT).toBe(25);
  });
});
