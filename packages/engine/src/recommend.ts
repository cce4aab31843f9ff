/**
 * Advice for players: the best next move under a forecast, the best improvement for each attack
 * of a wave report, and a before/after preview of a shop action.
 *
 * One comparable score for every move: payback in waves, lower is better.
 * - A purchase pays back in cost / (expected damage it prevents per wave under the forecast's fraud
 *   mix − the upkeep it adds per wave). Upkeep is a fixed share of the price, so ranking by payback
 *   is still ranking by prevented damage per credit; a purchase whose upkeep eats all it prevents
 *   never pays back and is not advised.
 * - A quiz costs no credits and pays its reward at once: payback 0, so an available quiz reward
 *   always comes first. Among quizzes, a first pass (20,000) comes before a review (5,000), then
 *   the fraud with the highest expected damage under the forecast, the one most worth learning now.
 */

import type { ShopAction } from './actions';
import { applyActionToLoadout, priceLevels } from './actions';
import { FRAUDS, type Level, type Loadout, type OwnedLevel } from './catalogue';
import { computeUpkeep, ECONOMY } from './economy';
import type { FraudMix } from './fraud-mix';
import { type DefenseId, type FamilyId, FRAUD_IDS, type FraudId } from './ids';
import { computeDamageWeights, listPurchaseSteps } from './planner';
import { computeDamage, computeProtection, listCovers } from './protection';

/** Quiz state of a player: frauds first passed this season, and frauds whose review is due. */
export type QuizStatus = {
  readonly passedThisSeason: readonly FraudId[];
  readonly dueForReview: readonly FraudId[];
};

export type MoveInput = {
  readonly loadout: Loadout;
  readonly cash: number;
  /** Fraud mix of the coming wave: computeFraudMix(difficulty, forecast). */
  readonly mix: FraudMix;
  /** Omit to leave quizzes out of the advice. */
  readonly quizzes?: QuizStatus;
};

export type QuizMove = {
  readonly kind: 'quiz';
  readonly fraudId: FraudId;
  readonly reason: 'first-pass' | 'review';
  readonly reward: number;
  readonly paybackWaves: 0;
};

export type PurchaseMove = {
  readonly kind: 'buy' | 'upgrade';
  readonly defenseId: DefenseId;
  readonly fromLevel: OwnedLevel;
  /** One or two levels above fromLevel: "buy and upgrade to level 2" is one move. */
  readonly toLevel: Level;
  readonly cost: number;
  readonly expectedSavedPerWave: number;
  readonly paybackWaves: number;
};

export type Move = QuizMove | PurchaseMove;

/** Every available move, best first (see the score in this file's header). */
export function rankMoves(input: MoveInput): Move[] {
  const weights = computeDamageWeights(input.mix);
  const quizzes = listQuizMoves(input.quizzes).sort(
    (a, b) =>
      b.reward - a.reward ||
      weights[b.fraudId] - weights[a.fraudId] ||
      FRAUD_IDS.indexOf(a.fraudId) - FRAUD_IDS.indexOf(b.fraudId),
  );
  const purchases: PurchaseMove[] =
    input.cash < 0
      ? []
      : listPurchaseSteps(input.loadout, weights).flatMap((step): PurchaseMove[] => {
          const paybackWaves = computePaybackWaves(step.cost, step.expectedSaved);
          if (step.cost > input.cash || paybackWaves === null) return [];
          return [
            {
              kind: step.fromLevel === 0 ? 'buy' : 'upgrade',
              defenseId: step.defenseId,
              fromLevel: step.fromLevel,
              toLevel: step.toLevel,
              cost: step.cost,
              expectedSavedPerWave: step.expectedSaved,
              paybackWaves,
            },
          ];
        });
  return [...quizzes, ...purchases];
}

/**
 * Waves until a purchase of `cost` pays for itself out of `savedPerWave` (expected damage prevented
 * per wave) after the upkeep it adds each wave; null when that upkeep is as much as it saves.
 */
export function computePaybackWaves(cost: number, savedPerWave: number): number | null {
  const net = savedPerWave - computeUpkeep(cost);
  return net > 0 ? cost / net : null;
}

/** The single best next move, or null when nothing is affordable and no quiz pays. */
export function recommendNextMove(input: MoveInput): Move | null {
  return rankMoves(input)[0] ?? null;
}

function listQuizMoves(status: QuizStatus | undefined): QuizMove[] {
  if (status === undefined) return [];
  return FRAUD_IDS.flatMap((fraudId): QuizMove[] => {
    if (!status.passedThisSeason.includes(fraudId)) {
      return [
        {
          kind: 'quiz',
          fraudId,
          reason: 'first-pass',
          reward: ECONOMY.quizFirstPassReward,
          paybackWaves: 0,
        },
      ];
    }
    if (status.dueForReview.includes(fraudId)) {
      return [
        {
          kind: 'quiz',
          fraudId,
          reason: 'review',
          reward: ECONOMY.quizReviewReward,
          paybackWaves: 0,
        },
      ];
    }
    return [];
  });
}

/** The best improvement for one attack of a wave report, and what it would have saved. */
export type Improvement = {
  readonly defenseId: DefenseId;
  readonly fromLevel: OwnedLevel;
  readonly toLevel: Level;
  readonly cost: number;
  /** Credits of this attack's damage the improvement would have prevented. */
  readonly wouldHaveSaved: number;
};

/**
 * For an attack of `fraudId` on `loadout` (with the bank's alert pick), the defense or upgrade
 * with the highest money saved per credit, considering every level a covering defense could be
 * taken to; ties go to the larger saving, then catalogue order. Null when nothing would help.
 */
export function findBestImprovement(
  fraudId: FraudId,
  loadout: Loadout,
  alertFamily: FamilyId | null,
): Improvement | null {
  const alerted = FRAUDS[fraudId].family === alertFamily;
  const damage = computeDamage(loadout, fraudId, alerted);
  let best: Improvement | null = null;
  let bestRatio = 0;
  for (const cover of listCovers(fraudId)) {
    const fromLevel: OwnedLevel = loadout[cover.defenseId] ?? 0;
    for (let toLevel = fromLevel + 1; toLevel <= 3; toLevel += 1) {
      const changed = { ...loadout, [cover.defenseId]: toLevel as Level };
      const wouldHaveSaved = damage - computeDamage(changed, fraudId, alerted);
      if (wouldHaveSaved <= 0) continue;
      const cost = priceLevels(cover.defenseId, fromLevel, toLevel as Level);
      const ratio = wouldHaveSaved / cost;
      if (
        best === null ||
        ratio > bestRatio ||
        (ratio === bestRatio && wouldHaveSaved > best.wouldHaveSaved)
      ) {
        best = {
          defenseId: cover.defenseId,
          fromLevel,
          toLevel: toLevel as Level,
          cost,
          wouldHaveSaved,
        };
        bestRatio = ratio;
      }
    }
  }
  return best;
}

/** findBestImprovement for every attack of a wave, in the wave's order. */
export function adviseWave(
  wave: readonly FraudId[],
  loadout: Loadout,
  alertFamily: FamilyId | null,
): (Improvement | null)[] {
  return wave.map((fraudId) => findBestImprovement(fraudId, loadout, alertFamily));
}

export type ProtectionPreview = {
  /** Protection (0..1) of every fraud before and after the action, catalogue order. */
  readonly frauds: readonly { fraudId: FraudId; before: number; after: number }[];
  /** Average protection under the mix before and after, weighted by P(drawn). */
  readonly averageBefore: number;
  readonly averageAfter: number;
  /** averageAfter − averageBefore: "+14% average protection against your forecast" (0.14). */
  readonly averageGain: number;
};

/**
 * What a shop action would change: protection per fraud and the average gain against a forecast's
 * fraud mix. An action that is not possible (buying an owned defense) changes nothing.
 */
export function previewAction(
  loadout: Loadout,
  action: ShopAction,
  defenseId: DefenseId,
  mix: FraudMix,
): ProtectionPreview {
  const after = applyActionToLoadout(loadout, action, defenseId);
  const frauds = FRAUD_IDS.map((fraudId) => ({
    fraudId,
    before: computeProtection(loadout, fraudId),
    after: computeProtection(after, fraudId),
  }));
  let weight = 0;
  let sumBefore = 0;
  let sumAfter = 0;
  for (const row of frauds) {
    weight += mix[row.fraudId];
    sumBefore += mix[row.fraudId] * row.before;
    sumAfter += mix[row.fraudId] * row.after;
  }
  const averageBefore = weight === 0 ? 0 : sumBefore / weight;
  const averageAfter = weight === 0 ? 0 : sumAfter / weight;
  return { frauds, averageBefore, averageAfter, averageGain: averageAfter - averageBefore };
}
