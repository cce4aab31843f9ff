/**
 * Assigned training (issue 27): the rules of what counts as done, and of the heartbeat that
 * measures active time. The server enforces them and the web app words them; BALANCE.md lists
 * the numbers.
 */
import { FRAUDS } from './catalogue';
import { type FamilyId, FRAUD_IDS, type FraudId } from './ids';

export const ASSIGNMENT = {
  /** Active seconds on a fraud's page that count as having read it. */
  readSeconds: 60,
  /** How often a visible page beats. */
  heartbeatSeconds: 15,
  /**
   * A longer gap between two beats means the page was hidden or closed in between: the gap earns
   * nothing, so active time never counts time away.
   */
  maxBeatGapSeconds: 25,
  /** The reminder before the due date goes this many days before it. */
  remindDaysBefore: 3,
  /** A due date at most this far ahead. */
  maxDueDays: 366,
  /** Frauds in one assignment at most (the whole catalogue). */
  maxFrauds: FRAUD_IDS.length,
} as const;

/** The frauds an assignment covers: those named and every fraud of the families named, in catalogue order. */
export function fraudsCovered(items: {
  frauds: readonly FraudId[];
  families: readonly FamilyId[];
}): FraudId[] {
  const wanted = new Set<FraudId>(items.frauds);
  for (const id of FRAUD_IDS) if (items.families.includes(FRAUDS[id].family)) wanted.add(id);
  return FRAUD_IDS.filter((id) => wanted.has(id));
}

/** One fraud of an assignment, as the player has done it since the assignment started. */
export interface FraudProgress {
  fraudId: FraudId;
  /** Active seconds on the fraud's page. */
  readSeconds: number;
  quizPassed: boolean;
  /** The fraud's drills submitted at least once, and how many it has. */
  drillsDone: number;
  drillsTotal: number;
}

/** A fraud is done once its page is read, its quiz passed and each of its drills submitted. */
export function fraudDone(p: FraudProgress): boolean {
  return p.readSeconds >= ASSIGNMENT.readSeconds && p.quizPassed && p.drillsDone >= p.drillsTotal;
}

export interface AssignmentProgress {
  done: number;
  total: number;
  /** Every fraud done, and the post-check closed when the assignment asks for one. */
  complete: boolean;
}

export function assignmentProgress(
  frauds: readonly FraudProgress[],
  postCheck: { required: boolean; done: boolean },
): AssignmentProgress {
  const done = frauds.filter(fraudDone).length;
  const total = frauds.length;
  return { done, total, complete: done === total && (!postCheck.required || postCheck.done) };
}

export type AssignmentStatus = 'complete' | 'overdue' | 'due-soon' | 'open';

const DAY_MS = 86_400_000;

/** Where an assignment stands for a player at `now`. */
export function assignmentStatus(complete: boolean, dueAt: Date, now: Date): AssignmentStatus {
  if (complete) return 'complete';
  if (now.getTime() > dueAt.getTime()) return 'overdue';
  if (dueAt.getTime() - now.getTime() <= ASSIGNMENT.remindDaysBefore * DAY_MS) return 'due-soon';
  return 'open';
}

/**
 * The active seconds a beat earns: the time since the previous beat, when it is short enough to
 * mean the page stayed visible; nothing for the first beat or after a longer gap. Whole seconds.
 */
export function beatCredit(previousAt: Date | null, at: Date): number {
  if (!previousAt) return 0;
  const gap = (at.getTime() - previousAt.getTime()) / 1000;
  if (gap <= 0 || gap > ASSIGNMENT.maxBeatGapSeconds) return 0;
  return Math.round(gap);
}
