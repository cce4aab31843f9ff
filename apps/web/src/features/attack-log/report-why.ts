/**
 * The words of a wave report: each attack's "why" as steps a player can read in one sentence each,
 * the ledger lines, stars and titles. Pure, so every sentence is tested.
 */
import { DEFENSES } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { FAMILY_NAMES, type FamilyId } from '@ffl/engine/ids';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { formatProtection, stoppedPercent } from '../../lib/measure-words';
import { attackLogText as t } from './attack-log-text';

export type ReportAttack = Schemas['ReportAttack'];
export type ReportSummary = Schemas['ReportSummary'];
export type Report = Schemas['Report'];
type Layer = ReportAttack['layers'][number];
type Improvement = NonNullable<ReportAttack['bestImprovement']>;
export type LedgerLine = Report['ledger'][number];

/** "Hard wave". */
export function describeDifficulty(difficulty: ReportSummary['difficulty']): string {
  return t.waveOf(t.difficulty[difficulty]);
}

export function familyName(family: FamilyId): string {
  return FAMILY_NAMES[family];
}

/** A share already in %, to one decimal as the server rounds it: `62.5%`, `100%`. */
export function formatSharePercent(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

/** The engine's star thresholds, lowest first: [[1, 10], [2, 30], …, [5, 90]] (stars, % stopped). */
function starSteps(): [stars: number, percent: number][] {
  return [...ECONOMY.starThresholds].reverse().map((percent, index) => [index + 1, percent]);
}

/** What stars measure, for the list of reports: every step of the engine's scale and the bonus. */
export function describeStarScale(): string {
  const steps = starSteps().map(([stars, percent]) =>
    stars === 1 ? t.starsFirstStep(percent) : t.starsStep(stars, percent),
  );
  return t.starsScale(steps.join(', '), formatMoney(ECONOMY.starBonus));
}

/**
 * Why a report earned its stars: the share of the wave stopped (the attack log's "Stopped"
 * measure, rounded as everywhere: lib/measure-words.ts) and what the next star would take.
 */
export function explainStars(report: Pick<ReportSummary, 'stars' | 'totalBase' | 'totalDamage'>) {
  const stopped = stoppedPercent(report.totalBase - report.totalDamage, report.totalBase);
  const why = t.starsWhy(report.stars, formatProtection(stopped));
  const next = starSteps().find(([stars]) => stars === report.stars + 1);
  return next ? `${why} ${t.starsNext(next[0], next[1])}` : why;
}

/** "★★★☆☆": decoration only; the words come from `attackLogText.stars`. */
export function starGlyphs(stars: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(stars)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** The real-world name of a defense level, e.g. "Authenticator app". */
export function levelName(layer: Pick<Layer, 'defenseId' | 'level'>): string {
  return DEFENSES[layer.defenseId].levelNames[layer.level - 1] ?? String(layer.level);
}

/**
 * What one defense layer did. The first layer meets the whole attack; each later one only what
 * the layers before it let through, which is why layers multiply rather than add.
 */
export function describeLayer(layer: Layer, index: number): string {
  const level = t.levelLabel(layer.level, levelName(layer));
  if (layer.effectiveness === 0) return t.layerZero(level);
  const share = `${layer.effectiveness}%`;
  return index === 0 ? t.layerFirst(level, share) : t.layerLater(level, share);
}

/** What the security alert did, or null when this attack's family was not on alert. */
export function describeAlert(attack: ReportAttack): string | null {
  if (!attack.alerted) return null;
  return t.alertSaved(familyName(attack.family), formatMoney(attack.alertSaved));
}

/** "Buy Multi-Factor Authentication (level 1, $150,000)" or "Upgrade … to level 2 ($100,000)". */
export function describeImprovementAction(best: Improvement): string {
  const cost = formatMoney(best.cost);
  if (best.kind === 'upgrade') return t.upgradeTo(best.defenseName, best.toLevel, cost);
  return best.toLevel === 1
    ? t.buyOne(best.defenseName, cost)
    : t.buyUpTo(best.defenseName, best.toLevel, cost);
}

/** The rest of the sentence after the action link: what the improvement would have saved here. */
export function describeImprovementGain(best: Improvement): string {
  return t.wouldHaveSaved(formatMoney(best.wouldHaveSaved));
}

/** "Damage −$6,188 of $27,500 (78% stopped)". */
export function describeOutcome(attack: ReportAttack): string {
  // The attack log's one rule for "stopped" (lib/measure-words.ts): whole percent, rounded down.
  const stopped = attack.base === 0 ? 100 : stoppedPercent(attack.prevented, attack.base);
  return t.outcome(formatMoneyChange(-attack.damage), formatMoney(attack.base), stopped);
}

export type WhyStep =
  | { kind: 'base'; label: string; amount: string }
  | { kind: 'layer'; layer: Layer; text: string; saved: string }
  | { kind: 'no-defense'; text: string }
  | { kind: 'through'; label: string; amount: string }
  | { kind: 'alert'; text: string }
  | { kind: 'final'; label: string; amount: string };

/**
 * The attack's "why", top to bottom: base damage, each defense that applied, what got through,
 * the alert, the final damage. The numbers add up: base − Σ saved − alert saved = final.
 */
export function explainAttack(attack: ReportAttack): WhyStep[] {
  const steps: WhyStep[] = [
    { kind: 'base', label: t.baseDamage, amount: formatMoney(attack.base) },
  ];
  if (attack.layers.length === 0) {
    steps.push({ kind: 'no-defense', text: t.noDefense });
  } else {
    attack.layers.forEach((layer, index) => {
      steps.push({
        kind: 'layer',
        layer,
        text: describeLayer(layer, index),
        saved: t.saved(formatMoney(layer.saved)),
      });
    });
    steps.push({
      kind: 'through',
      label: t.throughDefenses,
      amount: formatMoney(attack.damageBeforeAlert),
    });
  }
  const alert = describeAlert(attack);
  if (alert) steps.push({ kind: 'alert', text: alert });
  steps.push({ kind: 'final', label: t.finalDamage, amount: formatMoneyChange(-attack.damage) });
  return steps;
}

/** The ledger line's name, with the reason for its size. */
export function describeLedgerLine(line: LedgerLine, stars: number): string {
  if (line.kind === 'bonus') return t.ledger.bonus(stars);
  return t.ledger[line.kind];
}

/** "Social engineering, Cyber intrusion and Physical". */
export function listFamilies(families: readonly FamilyId[]): string {
  const names = families.map(familyName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t.and} ${names.at(-1)}`;
}
