/**
 * LTI 1.3 (issue 28): what a learning platform's gradebook is sent for a placed family, and how
 * long an assignment made by placing a family in a course runs. BALANCE.md lists the numbers.
 */

export const LTI = {
  /** The gradebook column's maximum (AGS scoreMaximum). */
  scoreMaximum: 100,
  /**
   * A family placed in a course becomes an assignment of the course's cohort due this many days
   * after its first launch: a platform says nothing of a due date in a launch.
   */
  dueDays: 180,
} as const;

export type ActivityProgress = 'Initialized' | 'Started' | 'InProgress' | 'Submitted' | 'Completed';
export type GradingProgress = 'FullyGraded' | 'Pending' | 'PendingManual' | 'Failed' | 'NotReady';

export interface LtiScore {
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: ActivityProgress;
  gradingProgress: GradingProgress;
}

/**
 * A learner's score for a placed family: the share of the family's frauds done (read, quiz
 * passed, drills tried), out of 100, rounded down and below 100 until complete (a post-check may be left). Final once complete.
 */
export function ltiScore(progress: { done: number; total: number; complete: boolean }): LtiScore {
  const share = progress.total === 0 ? 0 : progress.done / progress.total;
  const scoreGiven = progress.complete
    ? LTI.scoreMaximum
    : Math.min(LTI.scoreMaximum - 1, Math.floor(share * LTI.scoreMaximum));
  return {
    scoreGiven,
    scoreMaximum: LTI.scoreMaximum,
    activityProgress: progress.complete
      ? 'Completed'
      : progress.done > 0
        ? 'InProgress'
        : 'Initialized',
    gradingProgress: progress.complete ? 'FullyGraded' : 'Pending',
  };
}
