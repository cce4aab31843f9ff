import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { formatDateTime } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { QuestionForm } from '../game/question-step';
import { useAnswerStep } from '../game/use-answer-step';
import {
  type BoosterStatus,
  type BoosterView,
  boosterQuery,
  boosterStatusQuery,
  useAnswerBooster,
  useStartBooster,
} from './booster-api';
import { BOOSTER_TEXT as T } from './booster-text';
import '../game/question.css';

/**
 * /booster: the booster my latest wave offers, or my open one, one question at a time with every
 * option explained; then the result. `boosterId` (the address's `?id=`) shows one booster, so that
 * a reload keeps its result on screen.
 */
export function BoosterPage({
  boosterId,
  onStarted,
}: {
  boosterId: string | undefined;
  /** Puts the booster's id in the address, so that a reload keeps it. */
  onStarted: (boosterId: string) => void;
}) {
  return (
    <PageShell title={T.title} lead={T.lead}>
      {boosterId ? <OneBooster boosterId={boosterId} /> : <StatusView onStarted={onStarted} />}
    </PageShell>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="quiz-card" role="alert">
      <p>{gameMessageFor(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}

function StatusView({ onStarted }: { onStarted: (boosterId: string) => void }) {
  const status = useQuery(boosterStatusQuery);
  if (status.data) {
    if (status.data.open) return <OneBooster boosterId={status.data.open.id} />;
    if (status.data.offer) return <Offer status={status.data} onStarted={onStarted} />;
    return (
      <section className="quiz-card" aria-labelledby="booster-none">
        <h2 id="booster-none">{T.noneTitle}</h2>
        <p>{T.none}</p>
        <div className="quiz-actions">
          <Link to="/home" className="btn btn-secondary">
            {T.backHome}
          </Link>
        </div>
      </section>
    );
  }
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  return <Loading />;
}

function Offer({
  status,
  onStarted,
}: {
  status: BoosterStatus;
  onStarted: (boosterId: string) => void;
}) {
  const timeZone = useTimeZone();
  const start = useStartBooster();
  const offer = status.offer!;
  return (
    <section className="quiz-card" aria-labelledby="booster-offer">
      <p className="home-card-kicker">{T.kicker}</p>
      <h2 id="booster-offer">{T.offerTitle(offer.familyId)}</h2>
      <p>{T.offerFacts(offer.familyId, offer.lost, offer.items)}</p>
      <p className="muted">{T.unpaid}</p>
      <p className="muted">{T.offerUntil(formatDateTime(offer.offeredUntil, timeZone))}</p>
      {start.isError && (
        <p className="form-message form-error" role="alert">
          {gameMessageFor(start.error)}
        </p>
      )}
      <div className="quiz-actions">
        <Button
          pending={start.isPending}
          onClick={() => start.mutate(offer.waveId, { onSuccess: (view) => onStarted(view.id) })}
        >
          {T.start}
        </Button>
      </div>
    </section>
  );
}

function OneBooster({ boosterId }: { boosterId: string }) {
  const query = useQuery(boosterQuery(boosterId));
  if (query.data) return <Runner key={query.data.id} view={query.data} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Loading />;
}

/** The first question not answered yet, or the last one when all are. */
function resumeAt(view: BoosterView): number {
  const done = new Set(view.answered.map((a) => a.questionId));
  const next = view.questions.findIndex((q) => !done.has(q.id));
  return next === -1 ? view.questions.length - 1 : next;
}

function Runner({ view }: { view: BoosterView }) {
  const [index, setIndex] = useState(() => resumeAt(view));
  const [showResult, setShowResult] = useState(view.completedAt !== null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (showResult) resultRef.current?.focus();
  }, [showResult]);
  if (showResult && view.completedAt !== null) {
    return <Result view={view} headingRef={resultRef} />;
  }
  const last = index === view.questions.length - 1;
  // One form per question (keyed), so that each new question starts clean and takes the focus.
  return (
    <BoosterQuestion
      key={view.questions[index]?.id}
      view={view}
      index={index}
      onNext={() => (last ? setShowResult(true) : setIndex(index + 1))}
    />
  );
}

function BoosterQuestion({
  view,
  index,
  onNext,
}: {
  view: BoosterView;
  index: number;
  onNext: () => void;
}) {
  const question = view.questions[index]!;
  const answered = view.answered.find((a) => a.questionId === question.id);
  const answer = useAnswerBooster(view.id);
  const step = useAnswerStep(answered !== undefined, (optionId) =>
    answer.mutate({ questionId: question.id, optionId }),
  );
  return (
    <QuestionForm
      step={step}
      position={index + 1}
      total={view.questions.length}
      question={question}
      answered={answered}
      error={answer.isError ? gameMessageFor(answer.error) : null}
      checking={answer.isPending}
      onNext={onNext}
      kicker={<p className="home-card-kicker">{T.kicker}</p>}
    />
  );
}

function Result({
  view,
  headingRef,
}: {
  view: BoosterView;
  headingRef: React.Ref<HTMLHeadingElement>;
}): ReactNode {
  const correct = view.correct ?? 0;
  const total = view.questions.length;
  return (
    <section className="quiz-card" aria-labelledby="booster-result">
      <h2 id="booster-result" ref={headingRef} tabIndex={-1}>
        {T.resultTitle}
      </h2>
      <p className="tabular">{T.result(view.familyId, correct, total)}</p>
      <p>{T.resultAdvice(view.familyId, correct, total)}</p>
      <div className="quiz-actions">
        <Link to="/progress" className="btn btn-primary">
          {T.toProgress}
        </Link>
        <Link to="/home" className="btn btn-secondary">
          {T.backHome}
        </Link>
      </div>
    </section>
  );
}
