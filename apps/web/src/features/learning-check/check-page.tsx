import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/ui/loading';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { useSubmit } from '../../lib/use-submit';
import {
  checkQuery,
  checkStatusQuery,
  useAnswerItem,
  useCloseCheck,
  useStartCheck,
} from './check-api';
import type { CheckAnswer, CheckDue, CheckStatus, CheckView } from './check-contract';
import {
  answeredIds,
  familyList,
  nextUnanswered,
  resumeIndex,
  unansweredCount,
} from './check-model';
import { CheckResultView } from './check-result';
import { CHECK_TEXT, PHASE_NAMES } from './check-text';
import { ItemForm } from './item-form';
import './learning-check.css';

const T = CHECK_TEXT;
const describe = (error: unknown) => gameMessageFor(error, T.errors);

/**
 * /check: what is due, then the check one item at a time, then its result. An open check resumes
 * at its first unanswered item; `resultId` (the address's `?result=`) shows a closed check again,
 * so that a reload after the close keeps the result on screen.
 */
export function CheckPage({
  resultId,
  onClosed,
}: {
  resultId: string | undefined;
  /** Puts the closed check's id in the address (replacing it), so the result survives a reload. */
  onClosed: (checkId: string) => void;
}) {
  const [started, setStarted] = useState<string | null>(null);
  const [justClosed, setJustClosed] = useState<string | null>(null);
  const closed = (view: CheckView) => {
    setJustClosed(view.id);
    onClosed(view.id);
  };
  // The same element in each branch, so the result shown right after the close stays mounted
  // when the address takes its id.
  const checkId = resultId ?? started;
  let body: ReactNode;
  if (checkId) {
    body = <OneCheck checkId={checkId} justClosed={justClosed === checkId} onClosed={closed} />;
  } else {
    body = <StatusView onStarted={setStarted} onClosed={closed} />;
  }
  return (
    <PageShell title={T.title} lead={T.lead}>
      {body}
    </PageShell>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="check-error" role="alert">
      <p>{describe(error)}</p>
      <div className="check-actions">
        <Button variant="secondary" onClick={onRetry}>
          {T.retry}
        </Button>
        <Link to="/home" className="btn btn-ghost">
          {T.backHome}
        </Link>
      </div>
    </div>
  );
}

/** One check by id: the items while it is open, the result once it is closed. */
function OneCheck({
  checkId,
  justClosed,
  onClosed,
  resumedFrom,
}: {
  checkId: string;
  justClosed: boolean;
  onClosed: (view: CheckView) => void;
  /** Answers given before this visit, for the "welcome back" line. */
  resumedFrom?: number;
}) {
  const query = useQuery(checkQuery(checkId));
  if (query.data) {
    const view = query.data;
    if (view.closed && view.result) {
      return <CheckResultView view={view} result={view.result} focusOnMount={justClosed} />;
    }
    return <CheckRunner key={view.id} view={view} resumedFrom={resumedFrom} onClosed={onClosed} />;
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Loading />;
}

/** No check id in hand: what the status says (an open check, one due, or none). */
function StatusView({
  onStarted,
  onClosed,
}: {
  onStarted: (checkId: string) => void;
  onClosed: (view: CheckView) => void;
}) {
  const status = useQuery(checkStatusQuery);
  if (status.data) {
    const { open, due } = status.data;
    if (open) {
      return (
        <OneCheck
          checkId={open.id}
          justClosed={false}
          onClosed={onClosed}
          resumedFrom={open.answered}
        />
      );
    }
    if (due) return <DueIntro due={due} status={status.data} onStarted={onStarted} />;
    return <NothingDue status={status.data} />;
  }
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  return <Loading />;
}

/** What is due, what it covers, that it is unpaid and short; and Start. */
function DueIntro({
  due,
  status,
  onStarted,
}: {
  due: CheckDue;
  status: CheckStatus;
  onStarted: (checkId: string) => void;
}) {
  const start = useStartCheck();
  const submit = useSubmit(describe);
  const families = familyList(due.families);
  const begin = () =>
    void submit.run(async () => {
      const view = await start.mutateAsync();
      onStarted(view.id);
    });
  return (
    <section className="check-intro" aria-labelledby="check-intro-title">
      <p className="check-kicker">{PHASE_NAMES[due.phase]}</p>
      <h2 id="check-intro-title">{T.dueTitle(due.phase, due.items)}</h2>
      <p>{T.dueReason(due.reason, families, status.programme.name)}</p>
      <p className="tabular">{T.dueFacts(due.phase, due.items, families)}</p>
      <p>{T.unpaid}</p>
      <p className="muted">{T.noAnswers}</p>
      {submit.error && (
        <p className="form-message form-error" role="alert">
          {submit.error}
        </p>
      )}
      <div className="check-actions">
        <Button onClick={begin} pending={submit.pending}>
          {T.start(due.phase)}
        </Button>
      </div>
    </section>
  );
}

function NothingDue({ status }: { status: CheckStatus }) {
  const timeZone = useTimeZone();
  const { next } = status;
  return (
    <section className="check-intro" aria-labelledby="check-none-title">
      <h2 id="check-none-title">{T.nothingDue}</h2>
      <p>
        {next
          ? T.nextDue(next.phase, familyList(next.families), formatDateTime(next.at, timeZone))
          : T.nothingNext}
      </p>
      <div className="check-actions">
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

/**
 * An open check, one item at a time. Each answer is saved at once (the first answer counts);
 * "Skip for now" moves on and comes back round; Finish closes the check, after a confirmation
 * when items are unanswered, since they count as wrong.
 */
function CheckRunner({
  view,
  resumedFrom,
  onClosed,
}: {
  view: CheckView;
  resumedFrom: number | undefined;
  onClosed: (view: CheckView) => void;
}) {
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => answeredIds(view));
  const [index, setIndex] = useState(() => resumeIndex(view.items, answeredIds(view)));
  const [welcome, setWelcome] = useState(resumedFrom !== undefined && resumedFrom > 0);
  const [asking, setAsking] = useState(false);
  const answer = useAnswerItem();
  const close = useCloseCheck();
  const saving = useSubmit(describe);
  const closing = useSubmit(describe);
  const total = view.items.length;
  const left = unansweredCount(view.items, answered);
  const item = index >= 0 ? view.items[index] : undefined;

  const markAnswered = (itemId: string) => {
    const next = new Set(answered);
    next.add(itemId);
    setAnswered(next);
    setIndex(nextUnanswered(view.items, next, index + 1));
    setWelcome(false);
  };

  const save = (body: CheckAnswer) => {
    if (!item) return;
    void saving.run(async () => {
      try {
        await answer.mutateAsync({ checkId: view.id, itemId: item.id, body });
      } catch (error) {
        // Saved before (another tab, or an answer whose reply was lost): it counts, so move on.
        if (!(error instanceof ApiError && error.code === 'already-exists')) throw error;
      }
      markAnswered(item.id);
    });
  };

  const skip = () => {
    setIndex(nextUnanswered(view.items, answered, index + 1));
    setWelcome(false);
  };

  const finish = () =>
    void closing.run(async () => {
      const done = await close.mutateAsync(view.id);
      setAsking(false);
      onClosed(done);
    });

  const steps = view.items.map((each, position) =>
    position === index ? 'current' : answered.has(each.id) ? 'done' : 'todo',
  ) as ('done' | 'current' | 'todo')[];

  return (
    <div className="check-runner">
      <p className="check-kicker">{PHASE_NAMES[view.phase]}</p>
      {welcome && (
        <p className="check-resumed" role="status">
          {T.resumed(total - left, total)}
        </p>
      )}
      {item ? (
        <ItemForm
          key={item.id}
          item={item}
          position={index + 1}
          total={total}
          steps={steps}
          canSkip={left > 1}
          pending={saving.pending}
          error={saving.error}
          onSave={save}
          onSkip={skip}
        />
      ) : (
        <AllAnswered total={total} />
      )}
      <div className="check-finish">
        <p className="tabular" aria-live="polite">
          {T.answeredOf(total - left, total)}
        </p>
        <Button
          variant={item ? 'secondary' : 'primary'}
          pending={closing.pending && !asking}
          disabled={saving.pending}
          onClick={() => {
            if (left > 0) setAsking(true);
            else finish();
          }}
        >
          {T.finish}
        </Button>
        {closing.error && !asking && (
          <p className="form-message form-error" role="alert">
            {closing.error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={T.finishTitle(left)}
        confirmLabel={T.finishConfirm}
        pending={closing.pending}
        onConfirm={finish}
        onCancel={() => {
          setAsking(false);
          closing.setError(null);
        }}
      >
        <p>{T.finishBody}</p>
        {closing.error && (
          <p className="form-message form-error" role="alert">
            {closing.error}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** Every item answered: the heading takes the focus, and Finish is the one thing left. */
function AllAnswered({ total }: { total: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="check-item" aria-labelledby="check-all-answered">
      <h2 id="check-all-answered" className="check-progress" ref={headingRef} tabIndex={-1}>
        {T.allAnswered(total)}
      </h2>
      <p>{T.finishLead}</p>
    </section>
  );
}
