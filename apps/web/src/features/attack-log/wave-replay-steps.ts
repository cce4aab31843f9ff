/**
 * A report's replay as steps: the wave starts, each attack arrives, meets the bank's defenses and
 * alert, and is blocked, reduced or gets through, while what was lost, what was stopped and the
 * stars add up; then the money. Built from the report answer alone: the server resolved the wave,
 * the replay only tells it again. Pure, so every step and sentence is tested.
 */
import { computeStars } from '@ffl/engine/economy';
import { FAMILY_NAMES } from '@ffl/engine/ids';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import type { Report, ReportAttack } from './report-why';
import { waveReplayText as t } from './wave-replay-text';

export type AttackOutcome = 'blocked' | 'reduced' | 'through';

/** Blocked: nothing got through; reduced: some of it; through: all of its base damage. */
export function attackOutcome(attack: Pick<ReportAttack, 'damage' | 'base'>): AttackOutcome {
  if (attack.damage === 0) return 'blocked';
  return attack.damage < attack.base ? 'reduced' : 'through';
}

/** What has happened so far: the damage, what was stopped, and the stars they make of the wave. */
export interface ReplayTally {
  readonly lost: number;
  readonly stopped: number;
  readonly stars: number;
}

export type ReplayStepKind = 'start' | 'arrive' | 'meet' | 'outcome' | 'money';

export interface ReplayStep {
  readonly kind: ReplayStepKind;
  /** The attack the step is about (its place in the wave), or null for the start and the money. */
  readonly attack: number | null;
  /** The step in one sentence: a line of the text log. */
  readonly text: string;
  /** The tally once this step has happened. */
  readonly tally: ReplayTally;
  /** How long the step stays before the next one while the replay plays. */
  readonly ms: number;
}

/** How long each kind of step shows while the replay plays: a 5-attack wave takes about 13 s. */
export const REPLAY_STEP_MS: Readonly<Record<ReplayStepKind, number>> = {
  start: 1_000,
  arrive: 500,
  meet: 900,
  outcome: 800,
  money: 1_200,
};

function describeMeet(attack: ReportAttack): string {
  const parts = attack.layers.map((layer) =>
    t.meetLayer(layer.defenseName, layer.level, formatMoney(layer.saved)),
  );
  if (attack.alerted) {
    parts.push(t.meetAlert(FAMILY_NAMES[attack.family], formatMoney(attack.alertSaved)));
  }
  return parts.length > 0 ? parts.join(' ') : t.meetNothing;
}

function describeOutcome(attack: ReportAttack, tally: ReplayTally): string {
  const outcome = attackOutcome(attack);
  const what =
    outcome === 'blocked'
      ? t.blocked
      : outcome === 'reduced'
        ? t.reduced(formatMoney(attack.damage), formatMoney(attack.base))
        : t.through(formatMoney(attack.base));
  return `${what} ${t.soFar(formatMoney(tally.lost), formatMoney(tally.stopped), tally.stars)}`;
}

function describeMoney(report: Report): string {
  const lines = report.ledger
    .filter((line) => line.kind !== 'damage')
    .map((line) => {
      const amount = formatMoneyChange(line.amount);
      return line.kind === 'bonus'
        ? t.ledger.bonus(amount, report.stars)
        : t.ledger[line.kind](amount);
    });
  const said = [t.ledger.damage(formatMoneyChange(-report.totalDamage)), ...lines].join(', ');
  return report.practice
    ? t.practiceMoney(said, formatMoneyChange(report.netChange))
    : t.money(
        said.charAt(0).toUpperCase() + said.slice(1),
        formatMoneyChange(report.netChange),
        report.points,
      );
}

/** The replay's steps, in order: the start, three per attack, then the money. */
export function buildReplaySteps(report: Report): ReplayStep[] {
  const count = report.attacks.length;
  let tally: ReplayTally = { lost: 0, stopped: 0, stars: 0 };
  const steps: ReplayStep[] = [
    {
      kind: 'start',
      attack: null,
      text: t.start(
        count,
        formatMoney(report.totalBase),
        report.alertFamily ? FAMILY_NAMES[report.alertFamily] : null,
      ),
      tally,
      ms: REPLAY_STEP_MS.start,
    },
  ];
  report.attacks.forEach((attack, index) => {
    steps.push({
      kind: 'arrive',
      attack: index,
      text: t.arrive(
        index + 1,
        count,
        attack.fraudName,
        FAMILY_NAMES[attack.family],
        formatMoney(attack.base),
      ),
      tally,
      ms: REPLAY_STEP_MS.arrive,
    });
    steps.push({
      kind: 'meet',
      attack: index,
      text: describeMeet(attack),
      tally,
      ms: REPLAY_STEP_MS.meet,
    });
    const lost = tally.lost + attack.damage;
    const stopped = tally.stopped + attack.prevented;
    // Stars over the whole wave's base: they only grow as attacks are stopped, and end at the
    // report's stars.
    tally = { lost, stopped, stars: computeStars(stopped, report.totalBase) };
    steps.push({
      kind: 'outcome',
      attack: index,
      text: describeOutcome(attack, tally),
      tally,
      ms: REPLAY_STEP_MS.outcome,
    });
  });
  steps.push({
    kind: 'money',
    attack: null,
    text: describeMoney(report),
    tally,
    ms: REPLAY_STEP_MS.money,
  });
  return steps;
}

/** How far attack `index` has got by step `at`: not yet, arrived, met the defenses, resolved. */
export function attackStage(
  steps: readonly ReplayStep[],
  at: number,
  index: number,
): 'waiting' | 'arrived' | 'met' | 'resolved' {
  let stage: 'waiting' | 'arrived' | 'met' | 'resolved' = 'waiting';
  for (let step = 0; step <= at && step < steps.length; step += 1) {
    const current = steps[step];
    if (current?.attack !== index) continue;
    if (current.kind === 'arrive') stage = 'arrived';
    else if (current.kind === 'meet') stage = 'met';
    else if (current.kind === 'outcome') stage = 'resolved';
  }
  return stage;
}

/** Playing on a timer, stepping by the keyboard (reduced motion), or done: every step shown. */
export type ReplayMode = 'playing' | 'stepping' | 'done';

export interface ReplayState {
  readonly mode: ReplayMode;
  /** The step shown last (0 to `last`). */
  readonly at: number;
  /** The replay's last step. */
  readonly last: number;
  /** How many times it was started again: each run counts up from nothing. */
  readonly run: number;
}

export type ReplayAction =
  /** The current step's time is up (while playing). */
  | { readonly type: 'tick' }
  /** Skip, or "Show all": the end at once. */
  | { readonly type: 'skip' }
  /** Replay from the start: on a timer, or step by step when the player asked for no motion. */
  | { readonly type: 'replay'; readonly reducedMotion: boolean }
  /** The next step, from the keyboard (while stepping). */
  | { readonly type: 'next' };

/**
 * Where a replay starts: playing when it should play on its own (a report that arrived live,
 * opened for the first time) and motion is welcome; otherwise done, every step shown at once.
 */
export function startReplay(
  steps: number,
  options: { autoplay: boolean; reducedMotion: boolean },
): ReplayState {
  const last = Math.max(0, steps - 1);
  return options.autoplay && !options.reducedMotion
    ? { mode: 'playing', at: 0, last, run: 0 }
    : { mode: 'done', at: last, last, run: 0 };
}

function advance(state: ReplayState): ReplayState {
  const at = state.at + 1;
  return at >= state.last ? { ...state, mode: 'done', at: state.last } : { ...state, at };
}

export function replayReducer(state: ReplayState, action: ReplayAction): ReplayState {
  switch (action.type) {
    case 'tick':
      return state.mode === 'playing' ? advance(state) : state;
    case 'next':
      return state.mode === 'stepping' ? advance(state) : state;
    case 'skip':
      return { ...state, mode: 'done', at: state.last };
    case 'replay':
      return {
        ...state,
        mode: action.reducedMotion ? 'stepping' : 'playing',
        at: 0,
        run: state.run + 1,
      };
  }
}
