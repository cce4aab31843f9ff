/** What a bank owns, as the engine reads it: its levels as a loadout. */
import type { Loadout, OwnedLevel } from '@ffl/engine/catalogue';
import { DEFENSE_IDS, type DefenseId } from '@ffl/engine/ids';
import type { Bank } from '../../lib/api-schemas';

/** The bank's `levels` map (0 = not owned) as an engine loadout: owned defenses only, unknown ids dropped. */
export function toLoadout(levels: Readonly<Record<string, number>>): Loadout {
  const loadout: Partial<Record<DefenseId, 1 | 2 | 3>> = {};
  for (const id of DEFENSE_IDS) {
    const level = levels[id];
    if (level === 1 || level === 2 || level === 3) loadout[id] = level;
  }
  return loadout;
}

export function loadoutOf(bank: Pick<Bank, 'levels'>): Loadout {
  return toLoadout(bank.levels);
}

export function levelOf(loadout: Loadout, defenseId: DefenseId): OwnedLevel {
  return loadout[defenseId] ?? 0;
}
