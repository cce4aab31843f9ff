/**
 * The fraud page's "Defense coverage": the player's protection now, what the next buy or upgrade
 * of each covering defense would give (the engine's previewAction, the shop's own preview), and
 * the ceiling with every covering defense at its top level. Instant previews only: the server
 * stays the authority on what a purchase does.
 */
import { priceNextLevel } from '@ffl/engine/actions';
import {
  DEFENSES,
  getEffectiveness,
  type Level,
  type Loadout,
  listDefensesAgainst,
  type OwnedLevel,
} from '@ffl/engine/catalogue';
import type { FraudMix } from '@ffl/engine/fraud-mix';
import { DEFENSE_NAMES, type DefenseId, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { previewAction } from '@ffl/engine/recommend';
import { protectionPercent } from '../../lib/measure-words';

export interface CoverageStep {
  defenseId: DefenseId;
  name: string;
  /** The player's level of the defense (0 = not owned). */
  level: OwnedLevel;
  levelName: string | null;
  /** % of this fraud the defense stops at the player's level (0 when not owned). */
  effectivenessNow: number;
  /** The next shop action, or null at level 3. */
  action: 'buy' | 'upgrade' | null;
  nextLevel: Level | null;
  nextLevelName: string | null;
  /** % of this fraud the defense alone stops at the next level. */
  effectivenessNext: number | null;
  cost: number | null;
  /** The player's protection against this fraud after that action, 0..1 (now when at max). */
  protectionAfter: number;
  /** protectionAfter − current, 0..1. */
  gain: number;
}

export interface FraudCoverage {
  fraudId: FraudId;
  /** Protection of the player's loadout, 0..1. */
  current: number;
  /** Protection with every covering defense at level 3, 0..1. */
  max: number;
  /** One step per covering defense: the biggest gain first, the ones at their top level last. */
  steps: CoverageStep[];
}

/** A mix that is this one fraud: previewAction's average is then exactly its protection. */
function onlyFraud(fraudId: FraudId): FraudMix {
  return Object.fromEntries(FRAUD_IDS.map((id) => [id, id === fraudId ? 1 : 0])) as Record<
    FraudId,
    number
  >;
}

export function computeFraudCoverage(loadout: Loadout, fraudId: FraudId): FraudCoverage {
  const current = computeProtection(loadout, fraudId);
  const mix = onlyFraud(fraudId);
  const covering = listDefensesAgainst(fraudId);
  const steps = covering.map((defenseId, index): CoverageStep & { order: number } => {
    const level: OwnedLevel = loadout[defenseId] ?? 0;
    const defense = DEFENSES[defenseId];
    const nextLevel = level === 3 ? null : ((level + 1) as Level);
    const action = nextLevel === null ? null : level === 0 ? 'buy' : 'upgrade';
    const protectionAfter =
      action === null ? current : previewAction(loadout, action, defenseId, mix).averageAfter;
    return {
      order: index,
      defenseId,
      name: DEFENSE_NAMES[defenseId],
      level,
      levelName: level === 0 ? null : defense.levelNames[level - 1]!,
      effectivenessNow: level === 0 ? 0 : getEffectiveness(defenseId, level, fraudId),
      action,
      nextLevel,
      nextLevelName: nextLevel === null ? null : defense.levelNames[nextLevel - 1]!,
      effectivenessNext:
        nextLevel === null ? null : getEffectiveness(defenseId, nextLevel, fraudId),
      cost: priceNextLevel(defenseId, level),
      protectionAfter,
      gain: protectionAfter - current,
    };
  });
  steps.sort(
    (a, b) =>
      Number(a.action === null) - Number(b.action === null) || b.gain - a.gain || a.order - b.order,
  );
  const maxed: Partial<Record<DefenseId, Level>> = { ...loadout };
  for (const defenseId of covering) maxed[defenseId] = 3;
  return {
    fraudId,
    current,
    max: computeProtection(maxed, fraudId),
    steps: steps.map(({ order: _order, ...step }) => step),
  };
}

/** Whole percent for display, the same rounding as the wiki's cards. */
export const toPercent = protectionPercent;
