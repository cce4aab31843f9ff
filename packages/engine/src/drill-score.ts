/**
 * Scoring of a red-flag drill ("Spot the scam"): the player decides first (report, trust, or
 * verify through a channel they already know), then marks the parts of the artefact they see as
 * red flags. Pure: the truth about the drill comes in as plain ids, from the content package on
 * the server; this module never sees the artefact or its words.
 *
 * Drills are scored by discrimination, as signal detection does (numbers in ECONOMY, reasons in
 * BALANCE.md, "Drills scored by discrimination"):
 * - every scam has a legitimate twin: the same story, differing exactly where the red flags are.
 *   A pair pays once, when both are answered (`computePairPay`), and only when the player told the
 *   two apart: the scam reported or verified with its flags found, the genuine message trusted;
 * - within a scam, the flags are judged the same way: the share of red flags found (hits) minus the
 *   share of its other parts marked (false alarms), `flagDiscrimination`. Marking every part, or
 *   none, scores 0; a drill passes at `drillPassDiscrimination` or more;
 * - a passed pair pays `drillPairPay` plus `drillFlagFoundPay` per red flag of the scam, times a
 *   share that is half at the pass mark and rises to the whole for exactly the red flags
 *   (`pairPayShare`): reading well pays, scraping through by luck pays little.
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
  /** Telling the pair apart: 0 or the pair pay. */
  readonly decision: number;
  /** The scam's red flags: 0 or the flag pay of all of them. */
  readonly flags: number;
  /** What missed flags and marked ordinary parts took off: 0 or negative. */
  readonly deduction: number;
  /** decision + flags + deduction, never below 0. */
  readonly total: number;
};

/** One answered drill of a pair, as counts: what computePairPay and isDrillPassed need. */
export type DrillSide = {
  readonly outcome: DrillOutcome;
  readonly legitimate: boolean;
  /** The drill's red flags, and how many were found and marked wrongly. */
  readonly redFlags: number;
  readonly found: number;
  readonly falseFlags: number;
  /**
   * Every hotspot of the drill. Null for a result stored before this was kept: its false-alarm
   * share is then judged by the older rule (no more false flags than flags found).
   */
  readonly hotspots: number | null;
};

export type DrillScore = {
  readonly outcome: DrillOutcome;
  /** Red flags marked, in hotspot order. */
  readonly found: string[];
  /** Red flags not marked, in hotspot order. */
  readonly missed: string[];
  /** Marked hotspots that are not red flags, in hotspot order. */
  readonly falseFlags: string[];
  /** Hits minus false alarms among the parts (flagDiscrimination); 1 on a legitimate drill. */
  readonly discrimination: number;
  /** Whether the drill on its own is passed (isDrillPassed). */
  readonly passed: boolean;
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
  const side = toDrillSide(truth, { outcome, found, falseFlags });
  return {
    outcome,
    found,
    missed,
    falseFlags,
    discrimination: flagDiscrimination(side),
    passed: isDrillPassed(side),
  };
}

/** A scored answer as one side of its twin pair (the counts computePairPay needs). */
export function toDrillSide(
  truth: DrillTruth,
  score: Pick<DrillScore, 'outcome' | 'found' | 'falseFlags'>,
): DrillSide {
  return {
    outcome: score.outcome,
    legitimate: truth.legitimate,
    redFlags: truth.redFlagIds.length,
    found: score.found.length,
    falseFlags: score.falseFlags.length,
    hotspots: truth.hotspotIds.length,
  };
}

/**
 * Hits minus false alarms among a scam's parts: found / red flags − false flags / other parts,
 * from −1 to 1. Marking every part or none scores 0, and so does marking at random on average.
 * A legitimate drill has no flags to find: 1, or 0 when a part was marked.
 */
export function flagDiscrimination(side: DrillSide): number {
  if (side.legitimate || side.redFlags === 0) return side.falseFlags === 0 ? 1 : 0;
  const hits = side.found / side.redFlags;
  if (side.hotspots === null) return side.falseFlags <= side.found ? hits : 0;
  const others = side.hotspots - side.redFlags;
  const falseAlarms = others > 0 ? side.falseFlags / others : 0;
  return hits - falseAlarms;
}

/** Shares such as 2/3 and 1 − 1/3 differ in their last bit: compare with this slack. */
const EPSILON = 1e-9;

/**
 * Whether a drill is passed on its own: a genuine message trusted; a scam reported or verified
 * (either says "this is not what it seems"), with flagDiscrimination at least
 * `drillPassDiscrimination`. A pair pays when both its drills pass; a passed drill also meets its
 * fraud's due quiz review and moves the drill of the day's level up.
 */
export function isDrillPassed(side: DrillSide): boolean {
  if (side.legitimate) return side.outcome === 'right';
  if (side.outcome === 'wrong') return false;
  return flagDiscrimination(side) >= ECONOMY.drillPassDiscrimination - EPSILON;
}

const NO_PAY: DrillPay = { decision: 0, flags: 0, deduction: 0, total: 0 };

/**
 * The share of a pair's full pay that a scam's flags earn: half at the pass mark, rising in a
 * straight line to the whole for exactly its red flags (discrimination 1). Below the mark, 0.
 */
export function pairPayShare(discrimination: number): number {
  const mark = ECONOMY.drillPassDiscrimination;
  if (discrimination < mark - EPSILON) return 0;
  return Math.min(1, 0.5 + (0.5 * Math.max(0, discrimination - mark)) / (1 - mark));
}

/**
 * What a twin pair pays, once both are answered (in either order): nothing unless both pass;
 * then its full pay (drillPairPay plus drillFlagFoundPay per red flag of the scam) times
 * pairPayShare of the scam's discrimination, rounded to whole dollars. In parts: the pair pay,
 * the flag pay, and what missed flags and marked ordinary parts took off (≤ 0). Throws a
 * RangeError unless the pair is one scam and one genuine message.
 */
export function computePairPay(a: DrillSide, b: DrillSide): DrillPay {
  if (a.legitimate === b.legitimate) throw new RangeError('A pair is one scam and one genuine');
  const scam = a.legitimate ? b : a;
  const genuine = a.legitimate ? a : b;
  if (!isDrillPassed(scam) || !isDrillPassed(genuine)) return NO_PAY;
  const decision = ECONOMY.drillPairPay;
  const flags = scam.redFlags * ECONOMY.drillFlagFoundPay;
  const total = Math.round((decision + flags) * pairPayShare(flagDiscrimination(scam)));
  // `0 - 0` would be fine, but `-0` would not: keep a zero deduction a plain 0.
  const deduction = total === decision + flags ? 0 : total - decision - flags;
  return { decision, flags, deduction, total };
}
