/** The words of assigned training on Home (issue 27); the numbers are the engine's. */
import { ASSIGNMENT } from '@ffl/engine/assignments';

export const ASSIGNMENTS_TEXT = {
  heading: 'Assigned training',
  /** "Assigned by Finance · due 31 March · 3 of 5 done" */
  summary: (cohort: string, due: string, done: number, total: number) =>
    `Assigned by ${cohort} · due ${due} · ${done} of ${total} done`,
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  complete: 'Complete',
  completeOn: (when: string) => `Completed on ${when}.`,
  certificate: 'Download your certificate (PDF)',
  postCheck: 'Then the learning check, to measure what you learnt.',
  postCheckDone: 'Learning check done.',
  how: `Each fraud: read its page (about ${Math.round(ASSIGNMENT.readSeconds / 60)} minute with the page open), pass its quiz, and try each of its drills.`,
  progressLabel: (name: string) => `${name}: progress`,
  step: {
    read: 'Read',
    quiz: 'Quiz passed',
    drills: (done: number, total: number) => `Drills ${done} of ${total}`,
  },
  next: (fraud: string) => `Continue: ${fraud}`,
  stepsLabel: (name: string) => `${name}: frauds`,
} as const;
