import { describe, expect, it } from 'vitest';
import {
  alertIsDue,
  HOME_ORDER,
  type HomeSignals,
  type HomeTask,
  keepActedOn,
  planHome,
} from './home-priority';

const HOUR = 3_600_000;

/** A player with nothing to do: welcome done, alert set, every state known and idle. */
const idle: HomeSignals = {
  welcomeDone: true,
  waveInMs: 20 * HOUR,
  soonMs: 3 * HOUR,
  alertSet: true,
  practiceUnread: false,
  check: false,
  booster: false,
  drill: false,
  reviewDue: false,
  move: false,
};

/** The signals under which exactly `task` applies. */
function only(task: HomeTask): HomeSignals {
  switch (task) {
    case 'welcome':
      return { ...idle, welcomeDone: false };
    case 'alert':
      return { ...idle, alertSet: false, waveInMs: 2 * HOUR };
    case 'practice':
      return { ...idle, practiceUnread: true };
    case 'check':
      return { ...idle, check: true };
    case 'booster':
      return { ...idle, booster: true };
    case 'drill':
      return { ...idle, drill: true };
    case 'review':
      return { ...idle, reviewDue: true };
    case 'move':
      return { ...idle, move: true };
  }
}

/** The signals under which every task in `tasks` applies. */
function all(tasks: readonly HomeTask[]): HomeSignals {
  const signals: HomeSignals = { ...idle };
  for (const task of tasks) {
    const one = only(task);
    for (const key of Object.keys(one) as (keyof HomeSignals)[]) {
      if (one[key] !== idle[key]) Object.assign(signals, { [key]: one[key] });
    }
  }
  return signals;
}

describe('planHome: each branch', () => {
  it.each(HOME_ORDER.map((task) => [task] as const))('%s alone is the primary action', (task) => {
    expect(planHome(only(task))).toEqual({ primary: task, rest: [] });
  });

  it('nothing to do: explore the Fraud Wiki', () => {
    expect(planHome(idle)).toEqual({ primary: 'explore', rest: [] });
  });

  it('the welcome needs nothing else known', () => {
    const loading: HomeSignals = {
      welcomeDone: false,
      waveInMs: undefined,
      soonMs: undefined,
      alertSet: false,
      practiceUnread: undefined,
      check: undefined,
      booster: undefined,
      drill: undefined,
      reviewDue: undefined,
      move: undefined,
    };
    expect(planHome(loading).primary).toBe('welcome');
  });
});

describe('planHome: ties, in the order of the rule', () => {
  it('every pair: the earlier task is primary, the later one follows', () => {
    for (const [i, first] of HOME_ORDER.entries()) {
      for (const second of HOME_ORDER.slice(i + 1)) {
        expect(planHome(all([first, second])), `${first} and ${second}`).toEqual({
          primary: first,
          rest: [second],
        });
      }
    }
  });

  it('everything at once: the welcome, then the rest in order', () => {
    expect(planHome(all(HOME_ORDER))).toEqual({
      primary: 'welcome',
      rest: HOME_ORDER.slice(1),
    });
  });

  it('a typical player after a wave: booster first, then the drill, a review and a purchase', () => {
    expect(planHome(all(['booster', 'drill', 'review', 'move']))).toEqual({
      primary: 'booster',
      rest: ['drill', 'review', 'move'],
    });
  });
});

describe('planHome: while states load', () => {
  it('waits for a state above the first task that applies', () => {
    expect(planHome({ ...only('drill'), check: undefined })).toEqual({
      primary: 'pending',
      rest: [],
    });
    expect(planHome({ ...idle, move: undefined })).toEqual({ primary: 'pending', rest: [] });
  });

  it('does not wait for a state below it, and leaves it out of the rest until known', () => {
    expect(planHome({ ...all(['check', 'drill']), booster: undefined })).toEqual({
      primary: 'check',
      rest: ['drill'],
    });
  });

  it('a state that could not be read counts as nothing to do', () => {
    expect(planHome({ ...only('move'), check: false, booster: false }).primary).toBe('move');
  });
});

describe('alertIsDue: the next wave near and no alert set', () => {
  const unset = { ...idle, alertSet: false };

  it('within the wave-soon hours, the boundary included', () => {
    expect(alertIsDue({ ...unset, waveInMs: 3 * HOUR })).toBe(true);
    expect(alertIsDue({ ...unset, waveInMs: 3 * HOUR + 1 })).toBe(false);
    expect(alertIsDue({ ...unset, waveInMs: 1000 })).toBe(true);
  });

  it('never with an alert set, a landing wave or no wave', () => {
    expect(alertIsDue({ ...unset, alertSet: true, waveInMs: HOUR })).toBe(false);
    expect(alertIsDue({ ...unset, waveInMs: 0 })).toBe(false);
    expect(alertIsDue({ ...unset, waveInMs: null })).toBe(false);
  });

  it('unknown while the wave or the hours load; never when the hours cannot be read', () => {
    expect(alertIsDue({ ...unset, waveInMs: undefined })).toBeUndefined();
    expect(alertIsDue({ ...unset, soonMs: undefined })).toBeUndefined();
    expect(alertIsDue({ ...unset, soonMs: null, waveInMs: HOUR })).toBe(false);
    // An alert already set needs neither.
    expect(alertIsDue({ ...idle, waveInMs: undefined, soonMs: undefined })).toBe(false);
  });

  it('a near wave with no alert goes before the practice report and a due check', () => {
    const plan = planHome({ ...all(['practice', 'check']), alertSet: false, waveInMs: HOUR });
    expect(plan).toEqual({ primary: 'alert', rest: ['practice', 'check'] });
  });
});

describe('keepActedOn: the card the player acted in stays first', () => {
  it('changes nothing before an action, or while the rule still picks it', () => {
    const plan = planHome(all(['alert', 'drill']));
    expect(keepActedOn(plan, null)).toBe(plan);
    expect(keepActedOn(plan, 'alert')).toBe(plan);
  });

  it('keeps the alert card after the alert is set, and the new first task moves to the rest', () => {
    // The alert is set now: the rule alone would make the drill primary.
    const after = planHome(all(['drill', 'review']));
    expect(after.primary).toBe('drill');
    expect(keepActedOn(after, 'alert')).toEqual({
      primary: 'alert',
      rest: ['drill', 'review'],
    });
  });

  it('keeps the purchase card after a purchase, with the rest in the rule order', () => {
    expect(keepActedOn(planHome(all(['review', 'drill'])), 'move')).toEqual({
      primary: 'move',
      rest: ['drill', 'review'],
    });
    // Not twice, when the move still applies further down.
    expect(keepActedOn(planHome(all(['drill', 'move'])), 'move')).toEqual({
      primary: 'move',
      rest: ['drill'],
    });
  });

  it('over a pending or an explore plan: just the card acted in', () => {
    expect(keepActedOn({ primary: 'pending', rest: [] }, 'alert')).toEqual({
      primary: 'alert',
      rest: [],
    });
    expect(keepActedOn(planHome(idle), 'move')).toEqual({ primary: 'move', rest: [] });
  });
});
