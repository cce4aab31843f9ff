/**
 * THE SINGLE SOURCE of the game's measures and their words (issue 18, "One voice"): the protection
 * scale (thresholds, band words, one rounding rule), the "stopped" measure of a wave report, and
 * the money words of a purchase (expected saving per wave, upkeep, payback). Home, the shop, the
 * welcome, the wiki, the fraud and defense pages, the coverage chart and the attack log all import
 * these; no other file defines the thresholds or these words (measure-words.test.ts checks that).
 * Exports are stable: add, never rename.
 */
import { computeInvestedAt } from '@ffl/engine/actions';
import type { Level, OwnedLevel } from '@ffl/engine/catalogue';
import { computeUpkeep } from '@ffl/engine/economy';
import type { DefenseId } from '@ffl/engine/ids';
import { computePaybackWaves } from '@ffl/engine/recommend';
import { formatMoney, formatNumber } from './format';

// ── Protection: one scale ──────────────────────────────────────────────────────────────────────

/** The three bands of protection (visual.md's --good / --warn / --bad colours). */
export type ProtectionBand = 'good' | 'warn' | 'bad';

/** Lowest whole percent of each band above "bad": good from 70%, warn from 40% (visual.md). */
export const PROTECTION_THRESHOLDS = { good: 70, warn: 40 } as const;

/** The bands from strongest to weakest, e.g. for a filter's options or a legend. */
export const PROTECTION_BANDS = [
  'good',
  'warn',
  'bad',
] as const satisfies readonly ProtectionBand[];

/** The one set of words for the bands: a word, its lower-case form in a sentence, and its range. */
export const PROTECTION_WORDS: Readonly<
  Record<ProtectionBand, { word: string; lower: string; range: string }>
> = {
  good: { word: 'Strong', lower: 'strong', range: `${PROTECTION_THRESHOLDS.good}% or more` },
  warn: {
    word: 'Partial',
    lower: 'partial',
    range: `${PROTECTION_THRESHOLDS.warn}–${PROTECTION_THRESHOLDS.good - 1}%`,
  },
  bad: { word: 'Weak', lower: 'weak', range: `under ${PROTECTION_THRESHOLDS.warn}%` },
};

/** "Strong: 70% or more", for a legend or a filter option. */
export function protectionBandLabel(band: ProtectionBand): string {
  return `${PROTECTION_WORDS[band].word}: ${PROTECTION_WORDS[band].range}`;
}

/**
 * THE rounding rule of every protection or "stopped" percent: a share 0..1 as a whole percent,
 * rounded DOWN. A shown number never overstates protection (99.6% shows 99%, never a "100%" that
 * promises a fraud cannot hurt), and the band and the stars always agree with the number shown
 * (89.9% stopped shows 89%, and earns 4 stars, not the 5 stars of 90%). The tiny allowance absorbs
 * floating-point slips: 1 − 0.3 × 0.3 is 0.90999…, and is 91%.
 */
export function protectionPercent(share: number): number {
  if (!(share > 0)) return 0;
  return Math.min(100, Math.floor(share * 100 + 1e-9));
}

/** The band of a whole percent as shown (0–100). */
export function protectionBand(percent: number): ProtectionBand {
  if (percent >= PROTECTION_THRESHOLDS.good) return 'good';
  if (percent >= PROTECTION_THRESHOLDS.warn) return 'warn';
  return 'bad';
}

export type ProtectionMeasure = {
  /** Whole percent, 0–100, rounded by protectionPercent. */
  percent: number;
  band: ProtectionBand;
  /** "Strong", "Partial" or "Weak". */
  word: string;
  /** "42%". */
  text: string;
  /** "42% (partial)": the number with its word, so that colour is never the only signal. */
  label: string;
};

function measureOfPercent(percent: number): ProtectionMeasure {
  const band = protectionBand(percent);
  const text = formatProtection(percent);
  return {
    percent,
    band,
    word: PROTECTION_WORDS[band].word,
    text,
    label: `${text} (${PROTECTION_WORDS[band].lower})`,
  };
}

/** A share 0..1 as its shown percent, band and words. */
export function protectionOfShare(share: number): ProtectionMeasure {
  return measureOfPercent(protectionPercent(share));
}

/** A whole percent already rounded by protectionPercent (or a catalogue percent) as band and words. */
export function protectionOfPercent(percent: number): ProtectionMeasure {
  return measureOfPercent(Math.max(0, Math.min(100, Math.floor(percent))));
}

/** "42%": a whole protection percent. */
export function formatProtection(percent: number): string {
  return `${percent}%`;
}

// ── "Stopped": the one measure of a wave (Home's last wave and the attack log) ───────────────

/** The one word for the share of an attack's or a wave's damage that defenses and the alert stopped. */
export const STOPPED_WORD = 'Stopped';

/**
 * The share of a wave's (or an attack's) base damage that did not hit the bank: (base − damage)
 * / base, whole percent rounded down (protectionPercent's rule, so it agrees with the stars).
 * Computed from the report's whole credits, never from a percent already rounded elsewhere.
 */
export function stoppedPercent(prevented: number, base: number): number {
  return base <= 0 ? 0 : protectionPercent(prevented / base);
}

/** "Stopped 17% of $117,500 in attacks": the same phrase on Home and in the attack log. */
export function describeStopped(prevented: number, base: number): string {
  return `${STOPPED_WORD} ${formatProtection(stoppedPercent(prevented, base))} of ${formatMoney(base)} in attacks`;
}

// ── Money: what a purchase is worth per wave ─────────────────────────────────────────────────

/** The upkeep a purchase adds to each wave: the economy's share of its price. */
export function upkeepPerWave(cost: number): number {
  return computeUpkeep(cost);
}

/**
 * Waves until a purchase has paid for itself out of what it saves after its own upkeep (the
 * engine's score, the same the advice ranks by); null when its upkeep eats all it saves.
 */
export function paybackWaves(cost: number, savedPerWave: number): number | null {
  return computePaybackWaves(cost, savedPerWave);
}

/** The defense a purchase raises, and the levels it goes from and to. */
export type PurchaseStep = { defenseId: DefenseId; fromLevel: OwnedLevel; toLevel: Level };

/**
 * A defense's whole upkeep at a level: the economy's share of everything paid into it up to that
 * level (engine computeInvestedAt), which selling it ends.
 */
export function levelUpkeepPerWave(defenseId: DefenseId, level: OwnedLevel): number {
  return upkeepPerWave(computeInvestedAt(defenseId, level));
}

export type PurchaseMoney = {
  cost: number;
  /** Expected damage prevented per wave under the forecast's mix, in credits (unrounded). */
  savedPerWave: number;
  /** The upkeep this purchase adds to each wave: the share of its own price. */
  upkeepPerWave: number;
  /**
   * For an upgrade, the defense's whole upkeep at the level it reaches (what it paid before plus
   * this step), with that level; null for a buy, whose added upkeep is the whole of it.
   */
  levelUpkeep: { level: number; perWave: number } | null;
  /** Null: never pays for itself. */
  paybackWaves: number | null;
};

/** A purchase's money in one object, for the words below; `step` names an upgrade's levels. */
export function purchaseMoney(
  cost: number,
  savedPerWave: number,
  step?: PurchaseStep,
): PurchaseMoney {
  return {
    cost,
    savedPerWave,
    upkeepPerWave: upkeepPerWave(cost),
    levelUpkeep:
      step && step.fromLevel > 0
        ? { level: step.toLevel, perWave: levelUpkeepPerWave(step.defenseId, step.toLevel) }
        : null,
    paybackWaves: paybackWaves(cost, savedPerWave),
  };
}

/** The money words, in one place for every screen that shows a purchase's worth. */
export const MONEY_WORDS = {
  /** "Saves about $5,500 a wave" (the expected damage it prevents, under the forecast). */
  savingPerWave: (saved: number) =>
    saved >= 1
      ? `Saves about ${formatMoney(saved)} a wave`
      : 'Stops none of the frauds this wave can draw',
  /**
   * The upkeep a purchase adds, said as added ("Adds $1,100 of upkeep a wave"); for an upgrade,
   * with the defense's whole upkeep at the level it reaches, so the two numbers are never mixed
   * up: "Adds $500 of upkeep a wave, $700 a wave in all at level 2".
   */
  upkeep: (upkeep: number, level?: { level: number; perWave: number } | null) =>
    level
      ? `Adds ${formatMoney(upkeep)} of upkeep a wave, ${formatMoney(level.perWave)} a wave in all at level ${level.level}`
      : `Adds ${formatMoney(upkeep)} of upkeep a wave`,
  /** "Pays for itself in 4.3 waves", or why it never does. */
  payback: (waves: number | null) =>
    waves === null
      ? 'Never pays for itself against this wave: its upkeep costs more than it saves'
      : waves <= 1
        ? 'Pays for itself within one wave'
        : `Pays for itself in ${formatNumber(waves, 1)} waves`,
  /** A sale's button: "Sell for $27,500". */
  sellRefund: (refund: number) => `Sell for ${formatMoney(refund)}`,
  /** The upkeep a sale stops paying. */
  upkeepSaved: (upkeep: number) => `saves ${formatMoney(upkeep)} of upkeep a wave`,
  /** What a sale gives back and what it costs in net worth. */
  saleRefund: (refund: number, invested: number) =>
    `You get back ${formatMoney(refund)}: half of the ${formatMoney(invested)} you invested, rounded down. The rest is lost, so your net worth drops by ${formatMoney(invested - refund)}.`,
  /**
   * What a sale gives up against the next wave, and the upkeep it ends: the defense's whole
   * upkeep at the level it is at (every level paid into it), named as such.
   */
  saleGivesUp: (lostPerWave: number, upkeep: number, level: number) =>
    lostPerWave >= 1
      ? `Against this wave it stops about ${formatMoney(lostPerWave)} of damage a wave; selling it gives that up and ${upkeepEnds(upkeep, level)}.`
      : `It stops none of the frauds this wave can draw; selling it ${upkeepEnds(upkeep, level)}.`,
} as const;

function upkeepEnds(upkeep: number, level: number): string {
  return `ends all its upkeep: ${formatMoney(upkeep)} a wave in all at level ${level}`;
}

/**
 * "Saves about $5,500 a wave. Adds $1,100 of upkeep a wave. Pays for itself in 10 waves." A step that
 * stops nothing this wave can draw says so and its upkeep, without a payback that cannot come.
 */
export function describePurchaseMoney(money: PurchaseMoney): string {
  const saving = `${MONEY_WORDS.savingPerWave(money.savedPerWave)}. ${MONEY_WORDS.upkeep(money.upkeepPerWave, money.levelUpkeep)}.`;
  return money.savedPerWave >= 1 ? `${saving} ${MONEY_WORDS.payback(money.paybackWaves)}.` : saving;
}
