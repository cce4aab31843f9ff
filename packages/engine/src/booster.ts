/**
 * Post-wave boosters (issue 24, part 4). Game effects fade, and a short retrieval round brings
 * them back (Maertens et al., Nature Communications, 2025). After a wave, the family whose attacks
 * cost the player the most gets a booster: a few quiz items of that family, drawn from the
 * player's own review queue (items answered before, the ones answered wrong first), each shown in
 * a variant, so that it asks the player to recall the lesson rather than the words. Boosters are
 * unpaid: they exist to keep what was learnt, and their results feed the player's learning curve.
 */
import { FRAUDS } from './catalogue';
import type { FamilyId, FraudId } from './ids';

export const BOOSTER = {
  /** Items in one booster. */
  items: 3,
  /** A wave offers a booster for this long after it lands. */
  offerHours: 72,
} as const;

/** One attack of a wave as a player met it: the fraud and what it cost them. */
export type WaveLoss = { readonly fraudId: FraudId; readonly damage: number };

/** The family a wave's booster is for: the one that cost the most (ties: catalogue order); null when nothing cost anything. */
export function boosterFamily(
  losses: readonly WaveLoss[],
): { familyId: FamilyId; lost: number; frauds: FraudId[] } | null {
  const byFamily = new Map<FamilyId, { lost: number; frauds: Map<FraudId, number> }>();
  for (const { fraudId, damage } of losses) {
    if (damage <= 0) continue;
    const familyId = FRAUDS[fraudId].family;
    const entry = byFamily.get(familyId) ?? { lost: 0, frauds: new Map() };
    entry.lost += damage;
    entry.frauds.set(fraudId, (entry.frauds.get(fraudId) ?? 0) + damage);
    byFamily.set(familyId, entry);
  }
  let best: { familyId: FamilyId; lost: number; frauds: Map<FraudId, number> } | null = null;
  for (const [familyId, entry] of byFamily) {
    if (!best || entry.lost > best.lost) best = { familyId, ...entry };
  }
  if (!best) return null;
  // The frauds that cost money, costliest first: the booster draws from them first.
  const frauds = [...best.frauds.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  return { familyId: best.familyId, lost: best.lost, frauds };
}

/** A quiz item the booster may ask, with what the player's history says of it. */
export type BoosterCandidate = {
  readonly itemId: string;
  readonly fraudId: FraudId;
  /** The player's last answer to it was wrong. */
  readonly missed: boolean;
  /** When the player last answered it (ms), or null when never: not in the review queue. */
  readonly lastAnsweredAt: number | null;
};

/**
 * The items of a booster, in order: from the review queue (items answered before) of the wave's
 * costly frauds, the missed ones first, then the longest unpractised; then, if the queue is short,
 * items of those frauds not yet met, in the order given (the caller shuffles them).
 */
export function pickBoosterItems(
  candidates: readonly BoosterCandidate[],
  frauds: readonly FraudId[],
  count: number = BOOSTER.items,
): string[] {
  const rank = new Map(frauds.map((id, i) => [id, i]));
  const eligible = candidates.filter((c) => rank.has(c.fraudId));
  const queue = eligible
    .filter((c) => c.lastAnsweredAt !== null)
    .sort(
      (a, b) =>
        Number(b.missed) - Number(a.missed) ||
        (a.lastAnsweredAt ?? 0) - (b.lastAnsweredAt ?? 0) ||
        (rank.get(a.fraudId) ?? 0) - (rank.get(b.fraudId) ?? 0),
    );
  const fresh = eligible.filter((c) => c.lastAnsweredAt === null);
  return [...queue, ...fresh].slice(0, count).map((c) => c.itemId);
}
