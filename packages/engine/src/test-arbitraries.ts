/** fast-check arbitraries shared by the property tests. */
import fc from 'fast-check';
import type { Level, Loadout } from './catalogue';
import { DEFENSE_IDS, FAMILY_IDS, FRAUD_IDS } from './ids';

/** Any loadout: each defense absent or at level 1..3. */
export const loadoutArbitrary: fc.Arbitrary<Loadout> = fc
  .array(fc.integer({ min: 0, max: 3 }), {
    minLength: DEFENSE_IDS.length,
    maxLength: DEFENSE_IDS.length,
  })
  .map((levels) => {
    const loadout: Partial<Record<(typeof DEFENSE_IDS)[number], Level>> = {};
    levels.forEach((level, index) => {
      if (level > 0) loadout[DEFENSE_IDS[index]!] = level as Level;
    });
    return loadout;
  });

/** A wave of 1 to 8 distinct frauds. */
export const waveArbitrary = fc.uniqueArray(fc.constantFrom(...FRAUD_IDS), {
  minLength: 1,
  maxLength: 8,
});

/** An alert pick, or none. */
export const alertArbitrary = fc.option(fc.constantFrom(...FAMILY_IDS), { nil: null });
