import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT,
  assignmentProgress,
  assignmentStatus,
  beatCredit,
  fraudDone,
  fraudsCovered,
} from './assignments';
import { FRAUDS } from './catalogue';
import { FRAUD_IDS } from './ids';

const at = (iso: string) => new Date(iso);
const progress = (over: Partial<Parameters<typeof fraudDone>[0]> = {}) => ({
  fraudId: 'Phishing' as const,
  readSeconds: ASSIGNMENT.readSeconds,
  quizPassed: true,
  drillsDone: 4,
  drillsTotal: 4,
  ...over,
});

describe('assigned training', () => {
  it('covers the frauds named and every fraud of the families named, once, in catalogue order', () => {
    const social = FRAUD_IDS.filter((id) => FRAUDS[id].family === 'social');
    expect(fraudsCovered({ frauds: [], families: ['social'] })).toEqual(social);
    const both = fraudsCovered({ frauds: ['Ransomware', 'Phishing'], families: ['social'] });
    expect(both).toEqual(FRAUD_IDS.filter((id) => id === 'Ransomware' || social.includes(id)));
  });

  it('counts a fraud done only when read, passed and every drill submitted', () => {
    expect(fraudDone(progress())).toBe(true);
    expect(fraudDone(progress({ readSeconds: ASSIGNMENT.readSeconds - 1 }))).toBe(false);
    expect(fraudDone(progress({ quizPassed: false }))).toBe(false);
    expect(fraudDone(progress({ drillsDone: 3 }))).toBe(false);
  });

  it('is complete with every fraud done, and the post-check when it asks for one', () => {
    const two = [progress(), progress({ fraudId: 'Vishing', quizPassed: false })];
    expect(assignmentProgress(two, { required: false, done: false })).toEqual({
      done: 1,
      total: 2,
      complete: false,
    });
    const all = [progress(), progress({ fraudId: 'Vishing' })];
    expect(assignmentProgress(all, { required: true, done: false }).complete).toBe(false);
    expect(assignmentProgress(all, { required: true, done: true }).complete).toBe(true);
    expect(assignmentProgress(all, { required: false, done: false }).complete).toBe(true);
  });

  it('is due soon within the reminder days, and overdue once the date has passed', () => {
    const due = at('2026-03-31T21:59:59Z');
    expect(assignmentStatus(false, due, at('2026-03-20T00:00:00Z'))).toBe('open');
    expect(assignmentStatus(false, due, at('2026-03-29T00:00:00Z'))).toBe('due-soon');
    expect(assignmentStatus(false, due, at('2026-04-01T00:00:00Z'))).toBe('overdue');
    expect(assignmentStatus(true, due, at('2026-04-01T00:00:00Z'))).toBe('complete');
  });

  it('credits a beat with the time since the last one, and nothing for time away', () => {
    const first = at('2026-01-01T10:00:00Z');
    expect(beatCredit(null, first)).toBe(0);
    expect(beatCredit(first, at('2026-01-01T10:00:15Z'))).toBe(15);
    expect(beatCredit(first, at('2026-01-01T10:00:26Z'))).toBe(0);
    expect(beatCredit(first, at('2026-01-01T09:59:00Z'))).toBe(0);
    expect(ASSIGNMENT.heartbeatSeconds).toBeLessThan(ASSIGNMENT.maxBeatGapSeconds);
  });
});
