/**
 * The coverage chart's numbers: the bank's protection against each of the 20 frauds, computed by
 * the engine from the bank's defense levels, grouped by family in catalogue order.
 */
import { FRAUDS, type Loadout } from '@ffl/engine/catalogue';
import { FAMILY_IDS, FAMILY_NAMES, type FamilyId, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { protectionPercent } from '../../lib/measure-words';

export interface CoverageRow {
  id: FraudId;
  label: string;
  /** Whole percent, 0–100 (lib/measure-words' rounding): what the bank's defenses stop of this fraud. */
  percent: number;
}

export interface CoverageGroup {
  id: FamilyId;
  label: string;
  rows: CoverageRow[];
}

export function groupCoverage(loadout: Loadout): CoverageGroup[] {
  return FAMILY_IDS.map((family) => ({
    id: family,
    label: FAMILY_NAMES[family],
    rows: FRAUD_IDS.filter((id) => FRAUDS[id].family === family).map((id) => ({
      id,
      label: FRAUDS[id].name,
      percent: protectionPercent(computeProtection(loadout, id)),
    })),
  }));
}

export interface CoverageSummary {
  /** Mean protection over the 20 frauds, whole percent (the one rounding rule). */
  average: number;
  /** How many frauds have no protection at all. */
  uncovered: number;
  /** The family with the lowest mean protection. */
  weakest: { id: FamilyId; label: string; average: number } | null;
}

export function summariseCoverage(groups: readonly CoverageGroup[]): CoverageSummary {
  const rows = groups.flatMap((group) => group.rows);
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  let weakest: CoverageSummary['weakest'] = null;
  for (const group of groups) {
    const average = protectionPercent(mean(group.rows.map((row) => row.percent)) / 100);
    if (weakest === null || average < weakest.average) {
      weakest = { id: group.id, label: group.label, average };
    }
  }
  return {
    average: protectionPercent(mean(rows.map((row) => row.percent)) / 100),
    uncovered: rows.filter((row) => row.percent === 0).length,
    weakest,
  };
}
