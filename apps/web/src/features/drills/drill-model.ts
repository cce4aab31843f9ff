/**
 * The drills pages' logic, kept free of React so it can be tested: the list grouped by family,
 * the marked flags in reading order, and the result's words (every part explained, the pay and
 * why it is 0 when it is). The server decides everything; these only present its answers.
 */
import { FRAUDS } from '@ffl/engine/catalogue';
import { flagDiscrimination } from '@ffl/engine/drill-score';
import { ECONOMY } from '@ffl/engine/economy';
import {
  FAMILY_IDS,
  FAMILY_NAMES,
  type FamilyId,
  FRAUD_NAMES,
  type FraudId,
  isFraudId,
} from '@ffl/engine/ids';
import type { DrillCard, DrillDecision, DrillResult, ResultHotspot } from './drill-contract';
import { DECISION_NAMES, DRILLS_TEXT } from './drill-text';

export function fraudName(fraudId: string): string {
  return isFraudId(fraudId) ? FRAUD_NAMES[fraudId] : fraudId;
}

export function familyOf(fraudId: string): FamilyId | null {
  return isFraudId(fraudId) ? FRAUDS[fraudId].family : null;
}

export interface FamilyGroup {
  family: FamilyId;
  name: string;
  cards: DrillCard[];
  done: number;
}

/** The drills by fraud family, in the catalogue's family order; cards keep the server's order. */
export function groupByFamily(cards: readonly DrillCard[]): FamilyGroup[] {
  return FAMILY_IDS.map((family) => {
    const inFamily = cards.filter((card) => familyOf(card.fraudId) === family);
    return {
      family,
      name: FAMILY_NAMES[family],
      cards: inFamily,
      done: inFamily.filter((card) => card.completed).length,
    };
  }).filter((group) => group.cards.length > 0);
}

/** Toggles one hotspot in the set of marked ones. */
export function toggleMark(marked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(marked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The marked hotspots as the submit sends them: each once, in the artefact's reading order. */
export function flagsToSend(
  hotspots: readonly { id: string }[],
  marked: ReadonlySet<string>,
): string[] {
  return hotspots.filter((hotspot) => marked.has(hotspot.id)).map((hotspot) => hotspot.id);
}

export type PartVerdict = 'found' | 'missed' | 'false-flag' | 'clear';

export function verdictOf(hotspot: Pick<ResultHotspot, 'redFlag' | 'marked'>): PartVerdict {
  if (hotspot.redFlag) return hotspot.marked ? 'found' : 'missed';
  return hotspot.marked ? 'false-flag' : 'clear';
}

export const VERDICT_NAMES: Readonly<Record<PartVerdict, string>> = {
  found: DRILLS_TEXT.found,
  missed: DRILLS_TEXT.missed,
  'false-flag': DRILLS_TEXT.falseFlag,
  clear: DRILLS_TEXT.clear,
};

const VERDICT_ORDER: readonly PartVerdict[] = ['found', 'missed', 'false-flag', 'clear'];

export interface ExplainedPart extends ResultHotspot {
  verdict: PartVerdict;
}

/**
 * Every hotspot with its verdict: red flags found, then missed, then false flags, then the parts
 * that were fine; the artefact's reading order within each.
 */
export function explainParts(hotspots: readonly ResultHotspot[]): ExplainedPart[] {
  const parts = hotspots.map((hotspot) => ({ ...hotspot, verdict: verdictOf(hotspot) }));
  return VERDICT_ORDER.flatMap((verdict) => parts.filter((part) => part.verdict === verdict));
}

/** "Report or Verify through…", the right decisions as words. */
export function rightDecisionWords(right: readonly DrillDecision[]): string {
  return right.map((decision) => DECISION_NAMES[decision]).join(DRILLS_TEXT.or);
}

/** The pay in words: what the pair earned and how, or why nothing was. */
export function payWords(result: Pick<DrillResult, 'pay' | 'legitimate' | 'decision'>): string[] {
  const { pay } = result;
  switch (pay.reason) {
    case 'paid':
      return [
        DRILLS_TEXT.paid(pay.amount),
        DRILLS_TEXT.payBreakdown(pay.decision, pay.flags, pay.deduction),
      ];
    case 'paid-with-twin':
      return [DRILLS_TEXT.paidWithTwin(pay.amount)];
    case 'awaiting-twin':
      return [DRILLS_TEXT.awaitingTwin];
    case 'twin-not-passed':
      return [DRILLS_TEXT.twinNotPassed];
    case 'already-completed':
      return [DRILLS_TEXT.alreadyCompleted];
    case 'not-passed':
      if (result.legitimate) return [DRILLS_TEXT.notPassedGenuine];
      return [
        result.decision.outcome === 'wrong'
          ? DRILLS_TEXT.notPassedScamTrusted
          : DRILLS_TEXT.notPassedScamFlags,
      ];
  }
}

/** The review's line: met (with its reward), or how a drill can meet one. */
export function reviewWords(result: Pick<DrillResult, 'review' | 'fraudId'>): string {
  const name = fraudName(result.fraudId);
  return result.review.met
    ? DRILLS_TEXT.reviewMet(name, result.review.reward)
    : DRILLS_TEXT.reviewNotMet(name);
}

/**
 * What this submit added to the player's cash: the pair's pay when it completed the pair (a pair
 * paid earlier, with the twin, is not counted again) and any review reward.
 */
export function cashGained(result: Pick<DrillResult, 'pay' | 'review'>): number {
  const pay = result.pay.reason === 'paid' ? result.pay.amount : 0;
  return pay + (result.review.met ? result.review.reward : 0);
}

/** The fraud id in a result's `fraudPage` ('/frauds/<Id>'), if it names one. */
export function fraudOfPage(path: string): FraudId | null {
  const match = /^\/frauds\/([A-Za-z]+)$/.exec(path);
  return match?.[1] && isFraudId(match[1]) ? match[1] : null;
}

/** Red flags in a result (the total the "found n of m" counts against). */
export function redFlagTotal(result: Pick<DrillResult, 'found' | 'missed'>): number {
  return result.found + result.missed;
}

/**
 * A scam's flag score in words, as the engine judges it (drill-score.ts): the share of its red
 * flags found less the share of its other parts marked, against the pass mark; null for a genuine
 * message, which is told apart by trusting it.
 */
export function flagScoreWords(
  result: Pick<
    DrillResult,
    'legitimate' | 'found' | 'missed' | 'falseFlags' | 'hotspots' | 'decision'
  >,
): string | null {
  if (result.legitimate) return null;
  const redFlags = result.found + result.missed;
  const others = result.hotspots.length - redFlags;
  const score = flagDiscrimination({
    outcome: result.decision.outcome,
    legitimate: false,
    redFlags,
    found: result.found,
    falseFlags: result.falseFlags,
    hotspots: result.hotspots.length,
  });
  const pct = (share: number) => Math.round(share * 100);
  return DRILLS_TEXT.flagScore(
    pct(redFlags > 0 ? result.found / redFlags : 0),
    pct(others > 0 ? result.falseFlags / others : 0),
    pct(score),
    pct(ECONOMY.drillPassDiscrimination),
  );
}
