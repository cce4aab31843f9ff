/**
 * What moved a player's net worth besides the waves, read from the season's ledger, so that the
 * balance chart can account for every dollar between two waves: a sale loses what was invested
 * beyond the refund, a reward adds, and a purchase only turns cash into defenses (net worth = cash
 * + invested stays). Pure: the ledger rows in, the sums out.
 */

/** A ledger row as stored: `reference` is the defense of a shop line, the wave of a wave line. */
export interface BalanceLedgerRow {
  kind: string;
  amount: number;
  reference: string | null;
}

export interface BalanceMoves {
  /** Cash put into defenses by buying and upgrading (≤ 0). Net worth does not change. */
  purchases: number;
  /** Net worth lost by selling: the refund less what had been invested in the defense (≤ 0). */
  sales: number;
  /** Rewards (quizzes, reviews and any other credit outside a wave) (≥ 0). */
  rewards: number;
}

export interface SplitMoves {
  /** By wave id: the moves since the wave before it (or the start of the season). */
  beforeWave: Map<string, BalanceMoves>;
  /** By wave id: the wave's upkeep line (≤ 0), part of its net change. */
  upkeep: Map<string, number>;
  /** The moves since the last wave (or the start, when there was none). */
  since: BalanceMoves;
}

/** The lines a wave writes: they close the moves before that wave. */
const WAVE_KINDS = new Set(['damage', 'revenue', 'upkeep', 'bonus']);
/** What sets the starting cash: the baseline, not a move. */
const BASELINE_KINDS = new Set(['start', 'season-reset']);

const none = (): BalanceMoves => ({ purchases: 0, sales: 0, rewards: 0 });

/** Splits one season's ledger of one player, in the order it was written (ledger id). */
export function splitBalanceMoves(rows: readonly BalanceLedgerRow[]): SplitMoves {
  const beforeWave = new Map<string, BalanceMoves>();
  const upkeep = new Map<string, number>();
  const invested = new Map<string, number>();
  let open = none();
  for (const row of rows) {
    if (BASELINE_KINDS.has(row.kind)) continue;
    if (WAVE_KINDS.has(row.kind)) {
      const waveId = row.reference ?? '';
      if (!beforeWave.has(waveId)) {
        beforeWave.set(waveId, open);
        open = none();
      }
      if (row.kind === 'upkeep') upkeep.set(waveId, (upkeep.get(waveId) ?? 0) + row.amount);
      continue;
    }
    const defense = row.reference ?? '';
    if (row.kind === 'buy' || row.kind === 'upgrade') {
      open.purchases += row.amount;
      invested.set(defense, (invested.get(defense) ?? 0) - row.amount);
    } else if (row.kind === 'sell') {
      open.sales += row.amount - (invested.get(defense) ?? 0);
      invested.delete(defense);
    } else {
      open.rewards += row.amount;
    }
  }
  return { beforeWave, upkeep, since: open };
}
