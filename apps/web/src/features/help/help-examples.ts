/**
 * The worked examples of Help, computed by the engine when the page renders, so that Help can
 * never disagree with the game: the same loadouts as the engine's own tests (protection.test.ts,
 * resolve-wave.test.ts, economy.test.ts, actions.test.ts), run through the same functions the
 * server resolves waves with. If the catalogue is retuned, the examples follow.
 */
import { computeRefund } from '@ffl/engine/actions';
import { DEFENSES, FRAUDS, type Level, type Loadout } from '@ffl/engine/catalogue';
import { computeStars, computeUpkeep, type DrawnDifficulty, ECONOMY } from '@ffl/engine/economy';
import { type DefenseId, FAMILY_NAMES, type FamilyId, type FraudId } from '@ffl/engine/ids';
import { computeRemainingRatio } from '@ffl/engine/protection';
import { type AttackResult, resolveWave, type WaveResult } from '@ffl/engine/resolve-wave';

export interface LayerExample {
  defenseId: DefenseId;
  defense: string;
  level: Level;
  levelName: string;
  percent: number;
  saved: number;
}

export interface AttackExample {
  fraudId: FraudId;
  fraud: string;
  family: string;
  base: number;
  layers: LayerExample[];
  /** Π (1 − p): the share of the base that gets through the defenses, 0–1. */
  remaining: number;
  /** 1 − remaining, in % (may have decimals, e.g. 55). */
  protectionPercent: number;
  damageBeforeAlert: number;
  alerted: boolean;
  alertSaved: number;
  damage: number;
  prevented: number;
}

function describeAttack(attack: AttackResult, loadout: Loadout): AttackExample {
  const ratio = computeRemainingRatio(loadout, attack.fraudId);
  const remaining = ratio.numerator / ratio.denominator;
  return {
    fraudId: attack.fraudId,
    fraud: FRAUDS[attack.fraudId].name,
    family: FAMILY_NAMES[attack.family],
    base: attack.base,
    layers: attack.layers.map((layer) => ({
      defenseId: layer.defenseId,
      defense: DEFENSES[layer.defenseId].name,
      level: layer.level,
      levelName: DEFENSES[layer.defenseId].levelNames[layer.level - 1] ?? '',
      percent: layer.effectiveness,
      saved: layer.saved,
    })),
    remaining,
    // Two decimals at most: 1 − 0.45 is 0.55 exactly in words, not 0.5499999.
    protectionPercent: Math.round((1 - remaining) * 10_000) / 100,
    damageBeforeAlert: attack.damageBeforeAlert,
    alerted: attack.alerted,
    alertSaved: attack.alertSaved,
    damage: attack.damage,
    prevented: attack.prevented,
  };
}

function attackOf(fraudId: FraudId, loadout: Loadout, alert: FamilyId | null): AttackExample {
  const [attack] = resolveWave([fraudId], loadout, alert, 0).attacks;
  if (!attack) throw new Error(`no attack for ${fraudId}`);
  return describeAttack(attack, loadout);
}

/** Defense in depth: Phishing against Email Filtering and User Education, both at level 1. */
export const LAYERED_LOADOUT = { EmailFiltering: 1, UserEducation: 1 } as const satisfies Loadout;

export interface WaveExample {
  attacks: AttackExample[];
  invested: number;
  result: WaveResult;
  /** Σ prevented / Σ base in %, one decimal. */
  preventedPercent: number;
}

/** A two-attack wave on a bank with only Email Filtering (level 1), no alert. */
export const WAVE_LOADOUT = { EmailFiltering: 1 } as const satisfies Loadout;
export const WAVE_ATTACKS: readonly FraudId[] = ['Phishing', 'Xss'];

export interface HelpExamples {
  layered: AttackExample;
  layeredWithAlert: AttackExample;
  /** One layer alone, to show that a second layer adds less than its own %. */
  firstLayerAlone: AttackExample;
  /** SMS codes do nothing against a SIM swap; an authenticator app does. */
  simSwapLevel1: AttackExample;
  simSwapLevel2: AttackExample;
  /** An undefended social attack with the social alert on: exactly half. */
  alertOnly: AttackExample;
  wave: WaveExample;
  upkeep: { invested: number; upkeep: number }[];
  refunds: { invested: number; refund: number }[];
  stars: { minPercent: number; stars: number }[];
  /** The prevented share of the layered example with the alert, and its stars. */
  layeredStars: { preventedPercent: number; stars: number };
  economy: typeof ECONOMY;
  waveShapes: { difficulty: DrawnDifficulty; size: number; minDanger: number; maxDanger: number }[];
}

const WAVE_INVESTED = DEFENSES.EmailFiltering.costs[0];

export function computeHelpExamples(): HelpExamples {
  const layered = attackOf('Phishing', LAYERED_LOADOUT, null);
  const layeredWithAlert = attackOf('Phishing', LAYERED_LOADOUT, 'social');
  const result = resolveWave(WAVE_ATTACKS, WAVE_LOADOUT, null, WAVE_INVESTED);
  const thresholds = ECONOMY.starThresholds;
  return {
    layered,
    layeredWithAlert,
    firstLayerAlone: attackOf('Phishing', { EmailFiltering: 1 }, null),
    simSwapLevel1: attackOf('SimSwap', { MultiFactorAuth: 1 }, null),
    simSwapLevel2: attackOf('SimSwap', { MultiFactorAuth: 2 }, null),
    alertOnly: attackOf('Vishing', {}, 'social'),
    wave: {
      attacks: result.attacks.map((attack) => describeAttack(attack, WAVE_LOADOUT)),
      invested: WAVE_INVESTED,
      result,
      preventedPercent: Math.round(result.preventedPercent * 10) / 10,
    },
    upkeep: [WAVE_INVESTED, 25, 24, 1_234_567].map((invested) => ({
      invested,
      upkeep: computeUpkeep(invested),
    })),
    refunds: [80_000, 55_001].map((invested) => ({ invested, refund: computeRefund(invested) })),
    stars: thresholds.map((minPercent, index) => ({
      minPercent,
      stars: thresholds.length - index,
    })),
    layeredStars: {
      preventedPercent:
        Math.round((layeredWithAlert.prevented * 1000) / layeredWithAlert.base) / 10,
      stars: computeStars(layeredWithAlert.prevented, layeredWithAlert.base),
    },
    economy: ECONOMY,
    waveShapes: (Object.keys(ECONOMY.waves) as DrawnDifficulty[]).map((difficulty) => ({
      difficulty,
      ...ECONOMY.waves[difficulty],
    })),
  };
}
