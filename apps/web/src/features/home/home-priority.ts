/**
 * Home's priority rule (issue 29, part 3; decision 0040): of everything a player could do now,
 * which one is Home's primary action, and in what order the others follow. Pure: Home gathers
 * the player's state from its queries, this decides.
 *
 * The order, first that applies wins:
 * 1. `welcome`: the first-visit welcome is not done (it takes the whole page).
 * 2. `alert`: the next wave is near (within the hours the player set for the wave-soon notice)
 *    and no security alert is set. A deadline, and a few seconds' work that halves the damage
 *    of a family.
 * 3. `practice`: the practice wave's report, not read yet, and no real wave since: the first
 *    report teaches how every later one reads.
 * 4. `check`: a learning check is open or due. Measured before the learning below (a booster,
 *    a drill, a quiz), a baseline measures where the player started.
 * 5. `booster`: a booster after a costly wave, offered for a few days only.
 * 6. `drill`: the drill of the day, not done today (it also keeps the daily streak).
 * 7. `review`: a quiz review is due (spaced review, paid).
 * 8. `move`: the server's best next move, a purchase or a first pass of a quiz that pays.
 * 9. `explore`: none of these: the Fraud Wiki, to learn while waiting for the wave.
 */

export const HOME_ORDER = [
  'welcome',
  'alert',
  'practice',
  'check',
  'booster',
  'drill',
  'review',
  'move',
] as const;

export type HomeTask = (typeof HOME_ORDER)[number];
export type HomeAction = HomeTask | 'explore';

/**
 * The player's state as the rule reads it. `undefined` is "not known yet" (still loading): the
 * rule waits for it only while nothing above it applies. A state that cannot be read counts as
 * nothing to do (`false`, `null`): Home has more to show.
 */
export interface HomeSignals {
  welcomeDone: boolean;
  /** Milliseconds to the next wave; null when none is scheduled. */
  waveInMs: number | null | undefined;
  /** How long before a wave counts as near, in milliseconds; null when unknown for good. */
  soonMs: number | null | undefined;
  alertSet: boolean;
  practiceUnread: boolean | undefined;
  check: boolean | undefined;
  booster: boolean | undefined;
  drill: boolean | undefined;
  reviewDue: boolean | undefined;
  move: boolean | undefined;
}

export interface HomePlan {
  /** The one primary action, or `pending` while a state it depends on is still loading. */
  primary: HomeAction | 'pending';
  /** The other tasks that apply, in the rule's order (those not known yet left out). */
  rest: HomeTask[];
}

/** Whether the next wave is near enough for the alert to come first; undefined while unknown. */
export function alertIsDue(signals: HomeSignals): boolean | undefined {
  if (signals.alertSet) return false;
  const { waveInMs, soonMs } = signals;
  // A wave that is landing can no longer take an alert; no wave, no alert to set.
  if (waveInMs === null || (waveInMs !== undefined && waveInMs <= 0)) return false;
  if (soonMs === null) return false;
  if (waveInMs === undefined || soonMs === undefined) return undefined;
  return waveInMs <= soonMs;
}

function applies(task: HomeTask, signals: HomeSignals): boolean | undefined {
  switch (task) {
    case 'welcome':
      return !signals.welcomeDone;
    case 'alert':
      return alertIsDue(signals);
    case 'practice':
      return signals.practiceUnread;
    case 'check':
      return signals.check;
    case 'booster':
      return signals.booster;
    case 'drill':
      return signals.drill;
    case 'review':
      return signals.reviewDue;
    case 'move':
      return signals.move;
  }
}

/** Home's plan: the first task that applies is primary; the others that apply follow in order. */
export function planHome(signals: HomeSignals): HomePlan {
  let primary: HomeAction | 'pending' | null = null;
  const rest: HomeTask[] = [];
  for (const task of HOME_ORDER) {
    const answer = applies(task, signals);
    if (answer === undefined) {
      // Something above the first task that applies is not known yet: wait for it, so that the
      // primary card does not jump once it arrives.
      primary ??= 'pending';
    } else if (answer) {
      if (primary === null) primary = task;
      else rest.push(task);
    }
  }
  if (primary === 'pending') return { primary, rest: [] };
  return { primary: primary ?? 'explore', rest };
}

/**
 * The plan once the player has acted in the primary card (set an alert, bought the advised
 * defense): that card stays first until they leave Home, so its confirmation stays in view and
 * the focus stays where it was, whatever the rule says next.
 */
export function keepActedOn(plan: HomePlan, actedOn: HomeAction | null): HomePlan {
  if (actedOn === null || plan.primary === actedOn) return plan;
  const rest = plan.rest.filter((task) => task !== actedOn);
  if (plan.primary !== 'pending' && plan.primary !== 'explore') {
    rest.unshift(plan.primary);
    rest.sort((a, b) => HOME_ORDER.indexOf(a) - HOME_ORDER.indexOf(b));
  }
  return { primary: actedOn, rest };
}
