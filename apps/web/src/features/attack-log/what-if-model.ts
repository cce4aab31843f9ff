/**
 * The "What if?" panel's model: a stored report read as the engine's what-if base, the panel's
 * fields, the two tables and the advice in words. Pure, so every figure and sentence is tested;
 * the engine does the sums in the browser, with no call to the server.
 */
import { LEVELS, type OwnedLevel } from '@ffl/engine/catalogue';
import {
  DEFENSE_NAMES,
  type DefenseId,
  FAMILY_IDS,
  FAMILY_NAMES,
  type FamilyId,
} from '@ffl/engine/ids';
import {
  computeWhatIf,
  levelsFromLayers,
  listWhatIfDefenses,
  type RatedChange,
  unchangedChoice,
  type WhatIfBase,
  type WhatIfChoice,
  type WhatIfOutcome,
} from '@ffl/engine/what-if';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import type { Report } from './report-why';
import { whatIfText as t } from './what-if-text';

/**
 * What the bank had when the wave hit, from the report answer alone: the attacks, the levels held
 * (read from the layers), the alert pick, and what was invested (net worth after − cash after).
 */
export function readWhatIfBase(report: Report): WhatIfBase {
  return {
    attacks: report.attacks.map((attack) => attack.fraudId),
    levels: levelsFromLayers(report.attacks),
    alertFamily: report.alertFamily,
    invested: report.netWorthAfter - report.cashAfter,
  };
}

/**
 * Whether the replay with nothing changed is the report as stored. It is not when the game's
 * numbers changed after the wave: the panel then says so rather than compare with wrong figures.
 */
export function replaysReport(report: Report, base: WhatIfBase): boolean {
  const replay = computeWhatIf(base, unchangedChoice(base));
  const ledger: Record<string, number> = {
    damage: 0 - replay.totalDamage,
    revenue: replay.revenue,
    upkeep: 0 - replay.upkeep,
    bonus: replay.bonus,
  };
  return (
    replay.attacks.length === report.attacks.length &&
    replay.attacks.every((attack, index) => attack.damage === report.attacks[index]?.damage) &&
    replay.totalDamage === report.totalDamage &&
    replay.stars === report.stars &&
    replay.netChange === report.netChange &&
    report.ledger.every((line) => ledger[line.kind] === line.amount)
  );
}

/** Whether `choice` differs from what the bank had. */
export function isChanged(base: WhatIfBase, choice: WhatIfChoice): boolean {
  if (choice.alertFamily !== base.alertFamily) return true;
  return listWhatIfDefenses(base.attacks).some(
    (id) => (choice.levels[id] ?? base.levels[id] ?? 0) !== (base.levels[id] ?? 0),
  );
}

export type Option<V> = { readonly value: V; readonly label: string };

export type LevelField = {
  readonly defenseId: DefenseId;
  readonly name: string;
  readonly held: OwnedLevel;
  readonly options: readonly Option<OwnedLevel>[];
};

function levelWord(level: OwnedLevel): string {
  return level === 0 ? t.notOwned : t.level(level);
}

/** One level field per defense that covers an attacked fraud, in catalogue order. */
export function listLevelFields(base: WhatIfBase): LevelField[] {
  return listWhatIfDefenses(base.attacks).map((defenseId) => {
    const held = base.levels[defenseId] ?? 0;
    return {
      defenseId,
      name: DEFENSE_NAMES[defenseId],
      held,
      options: ([0, ...LEVELS] as const).map((level) => ({
        value: level,
        label: level === held ? t.yours(levelWord(level)) : levelWord(level),
      })),
    };
  });
}

/** The alert field's options: every family, then none; the one held marked. */
export function listAlertOptions(base: WhatIfBase): Option<FamilyId | null>[] {
  return [...FAMILY_IDS, null].map((family) => {
    const label = family === null ? t.noAlert : FAMILY_NAMES[family];
    return { value: family, label: family === base.alertFamily ? t.yours(label) : label };
  });
}

export type AttackRow = {
  readonly fraudId: string;
  readonly fraudName: string;
  readonly cost: number;
  readonly wouldCost: number;
};

export type TotalRow = {
  readonly key: keyof typeof t.rows;
  readonly label: string;
  readonly asItWas: string;
  readonly whatIf: string;
  readonly change: string;
  /** The change's sign for the colour: a sign is always in the text too. */
  readonly tone: 'gain' | 'loss' | 'none';
};

export type WhatIfView = {
  readonly changed: boolean;
  readonly attacks: readonly AttackRow[];
  readonly totals: readonly TotalRow[];
  /** What the choice would have left the bank all told, against the wave as it was. */
  readonly gain: number;
  readonly summary: string;
};

function toneOf(change: number): TotalRow['tone'] {
  if (change > 0) return 'gain';
  if (change < 0) return 'loss';
  return 'none';
}

function countChange(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : '0';
}

/** Rows of signed money as in the report's ledger: what each line did to cash. */
function moneyRows(outcome: WhatIfOutcome) {
  return {
    damage: 0 - outcome.totalDamage,
    revenue: outcome.revenue,
    upkeep: 0 - outcome.upkeep,
    bonus: outcome.bonus,
    net: outcome.netChange,
    price: 0 - outcome.price,
    allTold: outcome.netChange - outcome.price,
  };
}

/** The panel's tables and live line for `choice`, against the wave as it was. */
export function buildWhatIfView(
  report: Report,
  base: WhatIfBase,
  choice: WhatIfChoice,
): WhatIfView {
  const asItWas = computeWhatIf(base, unchangedChoice(base));
  const whatIf = computeWhatIf(base, choice);
  const before = moneyRows(asItWas);
  const after = moneyRows(whatIf);
  const money = (Object.keys(before) as (keyof typeof before)[]).map(
    (key): TotalRow => ({
      key,
      label: t.rows[key],
      asItWas: formatMoneyChange(before[key]),
      whatIf: formatMoneyChange(after[key]),
      change: formatMoneyChange(after[key] - before[key]),
      tone: toneOf(after[key] - before[key]),
    }),
  );
  const totals: TotalRow[] = [
    {
      key: 'stars',
      label: t.rows.stars,
      asItWas: t.starsValue(asItWas.stars),
      whatIf: t.starsValue(whatIf.stars),
      change: countChange(whatIf.stars - asItWas.stars),
      tone: toneOf(whatIf.stars - asItWas.stars),
    },
    {
      key: 'points',
      label: t.rows.points,
      asItWas: String(asItWas.points),
      whatIf: String(whatIf.points),
      change: countChange(whatIf.points - asItWas.points),
      tone: toneOf(whatIf.points - asItWas.points),
    },
    ...money,
  ];
  const gain = after.allTold - before.allTold;
  const changed = isChanged(base, choice);
  let summary: string;
  if (!changed) summary = t.unchanged;
  else if (gain > 0) summary = t.betterOff(formatMoney(gain));
  else if (gain < 0) summary = t.worseOff(formatMoney(-gain));
  else summary = t.same;
  return {
    changed,
    attacks: report.attacks.map((attack, index) => ({
      fraudId: attack.fraudId,
      fraudName: attack.fraudName,
      cost: attack.damage,
      wouldCost: whatIf.attacks[index]?.damage ?? attack.damage,
    })),
    totals,
    gain,
    summary,
  };
}

/** "Our advice": the engine's single best change in words, or why there is none. */
export function describeAdvice(best: RatedChange | null): string {
  if (best === null) return t.adviceNone;
  const change = best.change;
  if (change.kind === 'alert') {
    return t.adviceAlert(
      change.to === null ? t.noAlert : FAMILY_NAMES[change.to],
      change.from === null ? t.heldNoAlert : FAMILY_NAMES[change.from],
      formatMoney(best.saving),
    );
  }
  return t.adviceLevel(
    DEFENSE_NAMES[change.defenseId],
    change.toLevel,
    change.fromLevel === 0 ? t.heldNone : t.heldLevel(change.fromLevel),
    formatMoney(best.saving),
    formatMoney(best.cost),
    formatMoney(best.price),
    formatMoney(best.extraUpkeep),
    formatMoney(best.gain),
  );
}
