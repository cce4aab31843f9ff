/**
 * The "What if?" panel's model: a stored report read as the engine's what-if base, the panel's
 * fields, the two tables and the advice in words. Pure, so every figure and sentence is tested;
 * the engine does the sums in the browser, with no call to the server. A choice is measured as
 * the ranking measures a bank: points, and net worth, which counts defenses at what they cost.
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
  listWhatIfDefenses,
  unchangedChoice,
  type WhatIfBase,
  type WhatIfChoice,
  type WhatIfOutcome,
} from '@ffl/engine/what-if';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import type { Report } from './report-why';
import { whatIfText as t } from './what-if-text';

/** The report's advice, from the server: the same the results mail gives (engine adviseReport). */
export type ReportAdvice = Schemas['ReportAdvice'];

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
  /** The ranking's measures under the choice, against the wave as it was. */
  readonly pointsGain: number;
  readonly netWorthGain: number;
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

/**
 * Rows of signed money as in the report's ledger (what each line did to cash), then the price of
 * the changes, and where cash and net worth would have stood. The price turns cash into defenses,
 * which net worth counts at cost: net worth moves by the net change alone.
 */
function moneyRows(outcome: WhatIfOutcome, report: Report, asItWas: WhatIfOutcome) {
  const netWorthBefore = report.netWorthAfter - asItWas.netChange;
  const cashBefore = report.cashAfter - asItWas.netChange;
  return {
    damage: 0 - outcome.totalDamage,
    revenue: outcome.revenue,
    upkeep: 0 - outcome.upkeep,
    bonus: outcome.bonus,
    net: outcome.netChange,
    price: 0 - outcome.price,
    cashAfter: cashBefore + outcome.netChange - outcome.price,
    netWorthAfter: netWorthBefore + outcome.netChange,
  };
}

/** Rows that show a balance, not a change: their values carry no sign. */
const BALANCE_ROWS: ReadonlySet<string> = new Set(['cashAfter', 'netWorthAfter']);

/** "All told, this wave would have given you 14 more points and left your net worth $17,950 higher." */
export function describeBottomLine(pointsGain: number, netWorthGain: number): string {
  const points =
    pointsGain > 0
      ? t.pointsUp(pointsGain)
      : pointsGain < 0
        ? t.pointsDown(-pointsGain)
        : t.pointsSame;
  const netWorth =
    netWorthGain > 0
      ? t.netWorthHigher(formatMoney(netWorthGain))
      : netWorthGain < 0
        ? t.netWorthLower(formatMoney(-netWorthGain))
        : t.netWorthSame;
  return t.bottomLine(points, netWorth);
}

/** The panel's tables and live line for `choice`, against the wave as it was. */
export function buildWhatIfView(
  report: Report,
  base: WhatIfBase,
  choice: WhatIfChoice,
): WhatIfView {
  const asItWas = computeWhatIf(base, unchangedChoice(base));
  const whatIf = computeWhatIf(base, choice);
  const before = moneyRows(asItWas, report, asItWas);
  const after = moneyRows(whatIf, report, asItWas);
  const money = (Object.keys(before) as (keyof typeof before)[]).map((key): TotalRow => {
    const value = BALANCE_ROWS.has(key) ? formatMoney : formatMoneyChange;
    return {
      key,
      label: t.rows[key],
      asItWas: value(before[key]),
      whatIf: value(after[key]),
      change: formatMoneyChange(after[key] - before[key]),
      tone: toneOf(after[key] - before[key]),
    };
  });
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
  const pointsGain = whatIf.points - asItWas.points;
  const netWorthGain = after.netWorthAfter - before.netWorthAfter;
  const changed = isChanged(base, choice);
  const summary = changed ? describeBottomLine(pointsGain, netWorthGain) : t.unchanged;
  return {
    changed,
    attacks: report.attacks.map((attack, index) => ({
      fraudId: attack.fraudId,
      fraudName: attack.fraudName,
      cost: attack.damage,
      wouldCost: whatIf.attacks[index]?.damage ?? attack.damage,
    })),
    totals,
    pointsGain,
    netWorthGain,
    summary,
  };
}

/** "12 more points and $16,200 more net worth": the ranking's measures that the change raises. */
function describeGains(pointsGain: number, netWorthGain: number): string {
  return [
    pointsGain > 0 ? t.morePoints(pointsGain) : '',
    netWorthGain > 0 ? t.moreNetWorth(formatMoney(netWorthGain)) : '',
  ]
    .filter(Boolean)
    .join(` ${t.and} `);
}

/** The best single change (the report's advice) in words, or why there is none. */
export function describeAdvice(advice: ReportAdvice): string {
  const best = advice.best;
  if (best === null) return t.adviceNone;
  const change = best.change;
  const gains = describeGains(best.pointsGain, best.netWorthGain);
  if (change.kind === 'alert') {
    return t.adviceAlert(
      change.to === null ? t.noAlert : FAMILY_NAMES[change.to],
      change.from === null ? t.heldNoAlert : FAMILY_NAMES[change.from],
      gains,
    );
  }
  return t.adviceLevel(
    DEFENSE_NAMES[change.defenseId],
    change.toLevel,
    change.fromLevel === 0 ? t.heldNone : t.heldLevel(change.fromLevel),
    gains,
    formatMoney(best.saving),
    formatMoney(best.extraUpkeep),
    formatMoney(best.price),
  );
}
