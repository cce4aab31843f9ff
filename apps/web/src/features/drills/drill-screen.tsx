import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Prose } from '../../components/content/prose';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { useHeartbeat } from '../../lib/heartbeat';
import { ArtefactContext, type ArtefactState } from './artefacts/artefact-parts';
import { ArtefactView } from './artefacts/artefact-view';
import { drillQuery, useSubmitDrill } from './drill-api';
import type { DrillDecision, DrillResult, DrillView } from './drill-contract';
import { flagsToSend, toggleMark, verdictOf } from './drill-model';
import { DrillResultView } from './drill-result';
import {
  DECISION_HINTS,
  DECISION_NAMES,
  DIFFICULTY_NAMES,
  DRILLS_TEXT,
  MEDIUM_NAMES,
  SETTING_NAMES,
} from './drill-text';
import { MediumIcon } from './medium-icon';
import './drills.css';

const DECISIONS: readonly DrillDecision[] = ['report', 'trust', 'verify'];
const DRILL_ERRORS = { 'not-found': DRILLS_TEXT.drillNotFound } as const;

/** One drill: read it, decide, mark the red flags, submit, and see every part explained. */
export function DrillScreen({ drillId }: { drillId: string }) {
  useHeartbeat('drills');
  const query = useQuery(drillQuery(drillId));
  if (query.data) return <DrillPlayer key={query.data.id} view={query.data} />;
  return (
    <PageShell title={DRILLS_TEXT.title}>
      {query.isError ? (
        <div className="drills-error" role="alert">
          <p>{gameMessageFor(query.error, DRILL_ERRORS)}</p>
          <div className="drill-actions">
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {DRILLS_TEXT.retry}
            </Button>
            <Link to="/drills" className="btn btn-ghost">
              {DRILLS_TEXT.backToDrills}
            </Link>
          </div>
        </div>
      ) : (
        <Loading />
      )}
    </PageShell>
  );
}

type Phase = 'decide' | 'mark' | 'result';

interface Attempt {
  /** One key per try: a retried submit (lost answer, double press) is paid once. */
  key: string;
  decision: DrillDecision | null;
  marked: ReadonlySet<string>;
}

const freshAttempt = (): Attempt => ({
  key: newIdempotencyKey(),
  decision: null,
  marked: new Set(),
});

function DrillPlayer({ view }: { view: DrillView }) {
  // A completed drill opens on its result; "Try again" starts a practice try.
  const [phase, setPhase] = useState<Phase>(view.result ? 'result' : 'decide');
  const [attempt, setAttempt] = useState<Attempt>(freshAttempt);
  const [result, setResult] = useState<DrillResult | null>(view.result);
  const [missing, setMissing] = useState(false);
  const submit = useSubmitDrill(view.id);
  const markHeading = useRef<HTMLHeadingElement>(null);
  const decideHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (phase === 'mark') markHeading.current?.focus();
    if (phase === 'decide') decideHeading.current?.focus();
  }, [phase]);

  const labels = useMemo(
    () => new Map(view.hotspots.map((hotspot) => [hotspot.id, hotspot.label])),
    [view.hotspots],
  );
  const artefactState = useMemo<ArtefactState>(() => {
    if (phase === 'result' && result) {
      return {
        phase: 'result',
        labels,
        marked: new Set(result.hotspots.filter((h) => h.marked).map((h) => h.id)),
        onToggle: () => {},
        verdicts: new Map(result.hotspots.map((h) => [h.id, verdictOf(h)])),
      };
    }
    return {
      phase: phase === 'mark' ? 'mark' : 'read',
      labels,
      marked: attempt.marked,
      onToggle: (id) => setAttempt((a) => ({ ...a, marked: toggleMark(a.marked, id) })),
      verdicts: new Map(),
    };
  }, [phase, result, labels, attempt.marked]);

  const go = (next: Phase) => {
    moved.current = true;
    setPhase(next);
  };

  const toMarking = (event: FormEvent) => {
    event.preventDefault();
    if (!attempt.decision) {
      setMissing(true);
      return;
    }
    setMissing(false);
    go('mark');
  };

  const send = () => {
    if (!attempt.decision) return;
    submit.mutate(
      {
        decision: attempt.decision,
        flags: flagsToSend(view.hotspots, attempt.marked),
        idempotencyKey: attempt.key,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          go('result');
        },
      },
    );
  };

  const again = () => {
    submit.reset();
    setAttempt(freshAttempt());
    go('decide');
  };

  return (
    <PageShell title={view.title}>
      <p className="drill-meta">
        <MediumIcon medium={view.artefact.medium} size={16} />
        <span>
          {DRILLS_TEXT.metaLine(
            MEDIUM_NAMES[view.artefact.medium],
            view.difficulty && DIFFICULTY_NAMES[view.difficulty],
            SETTING_NAMES[view.setting],
          )}
        </span>
      </p>
      <section className="drill-scenario" aria-labelledby="drill-scenario-title">
        <h2 id="drill-scenario-title">{DRILLS_TEXT.scenarioHeading}</h2>
        <p>
          <Prose text={view.scenario} />
        </p>
      </section>

      {phase === 'mark' && (
        <div className="drill-mark-intro">
          <h2 ref={markHeading} tabIndex={-1}>
            {DRILLS_TEXT.markHeading}
          </h2>
          <p>{DRILLS_TEXT.markLead}</p>
          <p className="drill-chosen">
            <span>{attempt.decision && DRILLS_TEXT.yourDecision(attempt.decision)}</span>{' '}
            <Button variant="ghost" onClick={() => go('decide')}>
              {DRILLS_TEXT.changeDecision}
            </Button>
          </p>
        </div>
      )}

      <section className="drill-artefact" aria-labelledby="drill-artefact-title">
        <h2 id="drill-artefact-title" className="visually-hidden">
          {DRILLS_TEXT.artefactHeading}
        </h2>
        <ArtefactContext value={artefactState}>
          <ArtefactView artefact={view.artefact} />
        </ArtefactContext>
      </section>

      {phase === 'decide' && (
        <DecideForm
          headingRef={decideHeading}
          decision={attempt.decision}
          missing={missing}
          onChoose={(decision) => {
            setMissing(false);
            setAttempt((a) => ({ ...a, decision }));
          }}
          onSubmit={toMarking}
        />
      )}

      {phase === 'mark' && (
        <div className="drill-mark-bar">
          <p className="drill-count tabular" aria-live="polite">
            {DRILLS_TEXT.markedCount(attempt.marked.size)}
          </p>
          <Button onClick={send} pending={submit.isPending}>
            {DRILLS_TEXT.submit}
          </Button>
          {submit.isError && (
            <p className="form-message form-error" role="alert">
              {gameMessageFor(submit.error)}
            </p>
          )}
        </div>
      )}

      {phase === 'result' && result && (
        <DrillResultView
          result={result}
          medium={view.artefact.medium}
          focusOnMount={moved.current}
          onAgain={again}
        />
      )}
    </PageShell>
  );
}

function DecideForm({
  headingRef,
  decision,
  missing,
  onChoose,
  onSubmit,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  decision: DrillDecision | null;
  missing: boolean;
  onChoose: (decision: DrillDecision) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const group = useId();
  return (
    <form className="drill-decide" onSubmit={onSubmit} noValidate aria-labelledby={`${group}-h`}>
      <h2 id={`${group}-h`} ref={headingRef} tabIndex={-1}>
        {DRILLS_TEXT.decideHeading}
      </h2>
      <fieldset>
        <legend>{DRILLS_TEXT.decideLead}</legend>
        <ul className="drill-decisions">
          {DECISIONS.map((option) => {
            const id = `${group}-${option}`;
            return (
              <li key={option} className={decision === option ? 'chosen' : undefined}>
                <input
                  type="radio"
                  id={id}
                  name={group}
                  value={option}
                  checked={decision === option}
                  onChange={() => onChoose(option)}
                  aria-describedby={`${id}-hint`}
                />
                <label htmlFor={id}>{DECISION_NAMES[option]}</label>
                <p className="drill-decision-hint muted" id={`${id}-hint`}>
                  {DECISION_HINTS[option]}
                </p>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite">
        {missing && (
          <p className="form-message form-error" role="alert">
            {DRILLS_TEXT.chooseFirst}
          </p>
        )}
      </div>
      <div className="drill-actions">
        <Button type="submit">{DRILLS_TEXT.toMarking}</Button>
      </div>
    </form>
  );
}
