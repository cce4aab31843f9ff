import { type CSSProperties, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { useCountUp } from '../../lib/use-count-up';
import { markPlayed, shouldAutoplay } from '../game/replay-marks';
import { type Report, starGlyphs } from './report-why';
import {
  attackOutcome,
  attackStage,
  buildReplaySteps,
  type ReplayAction,
  type ReplayState,
  type ReplayStep,
  replayReducer,
  startReplay,
} from './wave-replay-steps';
import { waveReplayText as t } from './wave-replay-text';
import './wave-replay.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: no-preference)').matches
  );
}

function Tally({ step, final }: { step: ReplayStep; final: boolean }) {
  // Counting only while it plays: a finished replay shows the report's figures at once.
  const lost = useCountUp(step.tally.lost) ?? step.tally.lost;
  const stopped = useCountUp(step.tally.stopped) ?? step.tally.stopped;
  return (
    <div className="wave-replay-tally">
      <span className="wave-replay-figure">
        <span className="wave-replay-figure-label">{t.lost}</span>
        <strong className="money-loss">{formatMoney(final ? step.tally.lost : lost)}</strong>
      </span>
      <span className="wave-replay-figure">
        <span className="wave-replay-figure-label">{t.stopped}</span>
        <strong className="money-gain">{formatMoney(final ? step.tally.stopped : stopped)}</strong>
      </span>
      <span className="wave-replay-figure">
        <span className="wave-replay-stars">{starGlyphs(step.tally.stars)}</span>
        <span className="wave-replay-figure-label">{t.stars(step.tally.stars)}</span>
      </span>
    </div>
  );
}

/**
 * A wave report told again, attack by attack: each attack arrives, meets the bank's defenses and
 * alert, and is blocked, reduced or gets through, while what was lost, what was stopped and the
 * stars count up, then the money. It plays on its own the first time a report that arrived live
 * is opened; Skip shows the end, Replay plays it again (step by step from the keyboard when the
 * player asked for reduced motion). The state is `replayReducer`'s (wave-replay-steps.ts).
 */
export function WaveReplay({ report }: { report: Report }) {
  const steps = useMemo(() => buildReplaySteps(report), [report]);
  const [state, dispatch] = useReducer(replayReducer, steps.length, (count) =>
    startReplay(count, {
      autoplay: shouldAutoplay(report),
      reducedMotion: prefersReducedMotion(),
    }),
  );

  // Opened once is played: it never starts on its own again, whether watched, skipped or not.
  useEffect(() => {
    if (shouldAutoplay(report)) markPlayed(report.id);
  }, [report]);

  useEffect(() => {
    if (state.mode !== 'playing') return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), steps[state.at]?.ms ?? 0);
    return () => window.clearTimeout(timer);
  }, [state.mode, state.at, steps]);

  return (
    <WaveReplayView
      report={report}
      steps={steps}
      state={state}
      dispatch={dispatch}
      reducedMotion={prefersReducedMotion}
    />
  );
}

/**
 * The replay at one state: the controls, the picture (hidden from screen readers) and the text
 * log, an ordered list of the steps so far, read out politely as they come while it plays.
 */
export function WaveReplayView({
  report,
  steps,
  state,
  dispatch,
  reducedMotion,
}: {
  report: Report;
  steps: readonly ReplayStep[];
  state: ReplayState;
  dispatch: (action: ReplayAction) => void;
  reducedMotion: () => boolean;
}) {
  const id = useId();
  const { mode, at, run } = state;
  const controls = useRef<HTMLDivElement>(null);
  // Set when a control was used: the button pressed may be gone, so focus goes to the new one.
  const refocus = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the controls change with the mode
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    controls.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [mode]);

  const act = (action: () => ReplayAction) => () => {
    refocus.current = true;
    dispatch(action());
  };

  const step = steps[Math.min(at, steps.length - 1)] as ReplayStep;
  const finished = mode === 'done';
  return (
    <section
      className={`wave-replay wave-replay-${mode}`}
      aria-labelledby={`${id}-title`}
      data-step={at}
    >
      <div className="wave-replay-head">
        <h4 id={`${id}-title`} className="wave-replay-title">
          {t.heading}
        </h4>
        <div className="wave-replay-controls" ref={controls}>
          {mode === 'playing' && (
            <Button variant="secondary" onClick={act(() => ({ type: 'skip' }))}>
              {t.skip}
            </Button>
          )}
          {mode === 'stepping' && (
            <>
              <Button variant="secondary" onClick={act(() => ({ type: 'next' }))}>
                {t.nextStep}
              </Button>
              <Button variant="ghost" onClick={act(() => ({ type: 'skip' }))}>
                {t.showAll}
              </Button>
              <span className="wave-replay-count">{t.stepOf(at + 1, steps.length)}</span>
            </>
          )}
          {finished && (
            <Button
              variant="secondary"
              onClick={act(() => ({ type: 'replay', reducedMotion: reducedMotion() }))}
            >
              {t.replay}
            </Button>
          )}
        </div>
      </div>

      <div className="wave-replay-stage" aria-hidden="true">
        <Tally key={run} step={step} final={finished} />
        <ol className="wave-replay-attacks">
          {report.attacks.map((attack, index) => {
            const stage = finished ? 'resolved' : attackStage(steps, at, index);
            const outcome = attackOutcome(attack);
            const through = attack.base === 0 ? 0 : attack.damage / attack.base;
            return (
              <li
                key={attack.fraudId}
                className={`wave-replay-attack wave-replay-${stage} wave-replay-${outcome}`}
                style={{ '--through': String(through) } as CSSProperties}
              >
                <div className="wave-replay-attack-head">
                  <span className="wave-replay-attack-name">{attack.fraudName}</span>
                  <span className="wave-replay-attack-base">{formatMoney(attack.base)}</span>
                </div>
                <div className="wave-replay-bar">
                  <span className="wave-replay-bar-through" />
                </div>
                <ul className="wave-replay-chips">
                  {attack.layers.map((layer) => (
                    <li key={layer.defenseId} className="wave-replay-chip">
                      {t.layer(layer.defenseName, layer.level, formatMoney(layer.saved))}
                    </li>
                  ))}
                  {attack.alerted && (
                    <li className="wave-replay-chip wave-replay-chip-alert">
                      {t.alertChip(formatMoney(attack.alertSaved))}
                    </li>
                  )}
                  {attack.layers.length === 0 && !attack.alerted && (
                    <li className="wave-replay-chip wave-replay-chip-none">{t.noCover}</li>
                  )}
                </ul>
                <p className="wave-replay-badge">
                  {t.badge(t.outcomes[outcome], formatMoney(attack.damage))}
                </p>
              </li>
            );
          })}
        </ol>
        <p className={`wave-replay-money${step.kind === 'money' ? ' wave-replay-shown' : ''}`}>
          {report.practice ? (
            t.practiceNet(formatMoneyChange(report.netChange))
          ) : (
            <>
              {t.netChange} <strong>{formatMoneyChange(report.netChange)}</strong> ·{' '}
              {t.points(report.points)}
            </>
          )}
        </p>
      </div>

      <div className="visually-hidden" aria-live={mode === 'done' ? 'off' : 'polite'}>
        <ol aria-label={t.logLabel}>
          {steps.slice(0, at + 1).map((shown) => (
            <li key={`${shown.kind}-${shown.attack ?? ''}`}>{shown.text}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
