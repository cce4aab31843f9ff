import { describe, expect, it } from 'vitest';
import { levelOf, loadoutOf, toLoadout } from './loadout';

describe('a bank as a loadout', () => {
  it('keeps owned defenses and drops unowned levels and unknown ids', () => {
    expect(toLoadout({ MultiFactorAuth: 2, UserEducation: 0, Unknown: 3 })).toEqual({
      MultiFactorAuth: 2,
    });
    expect(toLoadout({ EmailFiltering: 1, UserEducation: 0, Firewall: 2, VpnUsage: 3 })).toEqual({
      EmailFiltering: 1,
      VpnUsage: 3,
    });
    expect(loadoutOf({ levels: { MultiFactorAuth: 2, VpnUsage: 0, Bogus: 3 } })).toEqual({
      MultiFactorAuth: 2,
    });
  });

  it('reads a defense not owned as level 0', () => {
    const loadout = toLoadout({ MultiFactorAuth: 3 });
    expect(levelOf(loadout, 'MultiFactorAuth')).toBe(3);
    expect(levelOf(loadout, 'VpnUsage')).toBe(0);
  });
});
