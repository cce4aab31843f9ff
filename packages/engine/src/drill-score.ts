/**
 * Scoring of a red-flag drill ("Spot the scam"): the player decides first (report, trust, or
 * verify through a channel they already know), then marks the parts of the artefact they see as
 * red flags. Pure: the truth about the drill comes in as plain ids, from the content package on
 * the server; this module never sees the artefact or its words.
 *
 * Pay (numbers in ECONOMY, reasons in BALANCE.md):
 * - a wrong decision (trusting a scam, reporting a legitimate message) pays 0 in total;
 * - on a scam, an answer that finds no red flag pays 0 in total too: a report must point to
 *   something, or reporting everything without reading would pay;
 * - otherwise the decision pays `drillRightDecisionPay` when it is one of the drill's right
 *   decisions, or `drillSafeDecisionPay` for a 'verify' that is not listed ("safe": checking
 *   through a known channel never hurts, but it was not the textbook move);
 * - each red flag found adds `drillFlagFoundPay`;
 * - each false flag (a marked hotspot that is not a red flag) takes off `drillFalseFlagPenalty`,
 *   never more than the decision and the flags earned, so the total is never below 0 and the
 *   three parts always add up to it.
 */
import { ECONOMY } from './economy';

export const DRILL_DECISIONS = ['report', 'trust', 'verify'] as const;

/** What the player decides, before marking flags. */
export type DrillDecision = (typeof DRILL_DECISIONS)[number];

/** right: a listed right decision; safe: an unlisted 'verify'; wrong: anything else. */
export type DrillOutcome = 'right' | 'safe' | 'wrong';

/** The truth about one drill, as ids only. */
export type DrillTruth = {
  readonly legitimate: boolean;
  readonly rightDecisions: readonly DrillDecision[];
  /** The hotspots that are red flags (none for a legitimate drill). */
  readonly redFlagIds: readonly string[];
  /** Every hotspot of the drill, in reading order; the red flags are among them. */
  readonly hotspotIds: readonly string[];
};

/** What the player sent. */
export type DrillAnswer = {
  readonly decision: DrillDecision;
  /** Marked hotspots: distinct ids of the drill's hotspots. */
  readonly flags: readonly string[];
};

export type DrillPay = {
  /** What the decision earned: 0, the safe pay or the right pay. */
  readonly decision: number;
  /** What the red flags found earned. */
  readonly flags: number;
  /** What the false flags took off: 0 or negative. */
  readonly falseFlags: number;
  /** decision + flags + falseFlags, never below 0. */
  readonly total: number;
};

export type DrillScore = {
  readonly outcome: DrillOutcome;
  /** Red flags marked, in hotspot order. */
  readonly found: string[];
  /** Red flags not marked, in hotspot order. */
  readonly missed: string[];
  /** Marked hotspots that are not red flags, in hotspot order. */
  readonly falseFlags: string[];
  readonly pay: DrillPay;
};

/** The outcome of a decision for a drill: right if listed, safe for an unlisted verify, else wrong. */
export function judgeDecision(
  decision: DrillDecision,
  rightDecisions: readonly DrillDecision[],
): DrillOutcome {
  if (rightDecisions.includes(decision)) return 'right';
  return decision === 'verify' ? 'safe' : 'wrong';
}

/**
 * What is wrong with a set of flags for a drill with these hotspots, or null when nothing is:
 * more flags than hotspots, a duplicate, or an id that is not one of the hotspots. The server
 * refuses such a request before scoring it.
 */
export function checkDrillFlags(
  flags: readonly string[],
  hotspotIds: readonly string[],
): { problem: 'too-many' | 'duplicate' | 'unknown'; id?: string } | null {
  if (flags.length > hotspotIds.length) return { problem: 'too-many' };
  const known = new Set(hotspotIds);
  const seen = new Set<string>();
  for (const id of flags) {
    if (!known.has(id)) return { problem: 'unknown', id };
    if (seen.has(id)) return { problem: 'duplicate', id };
    seen.add(id);
  }
  return null;
}

/**
 * Scores an answer to a drill. Throws a RangeError on flags that checkDrillFlags refuses: the
 * server checks them first, so a bad request never reaches the score.
 */
export function scoreDrill(truth: DrillTruth, answer: DrillAnswer): DrillScore {
  const problem = checkDrillFlags(answer.flags, truth.hotspotIds);
  if (problem) throw new RangeError(`Bad drill flags: ${problem.problem} ${problem.id ?? ''}`);
  const marked = new Set(answer.flags);
  const redFlags = new Set(truth.redFlagIds);
  const found = truth.hotspotIds.filter((id) => redFlags.has(id) && marked.has(id));
  const missed = truth.hotspotIds.filter((id) => redFlags.has(id) && !marked.has(id));
  const falseFlags = truth.hotspotIds.filter((id) => !redFlags.has(id) && marked.has(id));
  const outcome = judgeDecision(answer.decision, truth.rightDecisions);
  const unexplained = !truth.legitimate && found.length === 0;
  return {
    outcome,
    found,
    missed,
    falseFlags,
    pay: unexplained ? NO_PAY : computeDrillPay(outcome, found.length, falseFlags.length),
  };
}

const NO_PAY: DrillPay = { decision: 0, flags: 0, falseFlags: 0, total: 0 };

/** The pay of a drill result from its outcome and counts (see the file header). */
export function computeDrillPay(
  outcome: DrillOutcome,
  found: number,
  falseFlags: number,
): DrillPay {
  if (outcome === 'wrong') return NO_PAY;
  const decision =
    outcome === 'right' ? ECONOMY.drillRightDecisionPay : ECONOMY.drillSafeDecisionPay;
  const flags = found * ECONOMY.drillFlagFoundPay;
  const penalty = Math.min(falseFlags * ECONOMY.drillFalseFlagPenalty, decision + flags);
  // `0 - 0` would be fine, but `-0` would not: keep a zero penalty a plain 0.
  const taken = penalty === 0 ? 0 : -penalty;
  return { decision, flags, falseFlags: taken, total: decision + flags + taken };
}

/**
 * Whether a result counts as a passed review of the drill's fraud (and, for the drill of the day,
 * as a step up): the right decision and, for a scam, at least half of its red flags found with
 * no more false flags than flags found.
 */
export function isDrillPassed(input: {
  readonly outcome: DrillOutcome;
  readonly legitimate: boolean;
  readonly found: number;
  readonly redFlags: number;
  readonly falseFlags: number;
}): boolean {
  if (input.outcome !== 'right') return false;
  if (input.legitimate) return true;
  return input.found * 2 >= input.redFlags && input.falseFlags <= input.found;
}
