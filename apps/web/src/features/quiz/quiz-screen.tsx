import { FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { gameMessageFor } from '../../lib/error-messages';
import { useHeartbeat } from '../../lib/heartbeat';
import { useTimeZone } from '../../lib/time-zone';
import { QUIZ_STATUS_TEXT } from '../game/game-text';
import { QuestionForm } from '../game/question-step';
import { describeExpectedReward, quizOverviewQuery } from '../game/quiz-status';
import { useAnswerStep } from '../game/use-answer-step';
import {
  type AnswerResult,
  type QuizAttempt,
  type SubmitResult,
  useAnswerQuestion,
  useStartAttempt,
  useSubmitAttempt,
} from './quiz-api';
import { describeOutcome, resumeIndex, withLocalPass } from './quiz-logic';
import { QUIZ_TEXT } from './quiz-text';
import { useRetakeWait } from './use-retake-wait';

interface Session {
  attempt: QuizAttempt;
  /** One key per attempt: a retried submit (lost answer, double press) is paid once. */
  idempotencyKey: string;
  index: number;
  answers: Record<string, AnswerResult>;
}

/**
 * One quiz attempt, one question at a time. Focus moves to what changed (the question, the
 * feedback, the result), so the whole quiz works with the keyboard and a screen reader.
 */
export function QuizScreen({ fraudId }: { fraudId: FraudId }) {
  useHeartbeat('quiz');
  const name = FRAUD_NAMES[fraudId];
  const overview = useQuery(quizOverviewQuery);
  const before = overview.data?.frauds.find((row) => row.fraudId === fraudId);
  // The status as it was when this attempt started, to explain its reward afterwards.
  const [statusAtStart, setStatusAtStart] = useState(before);
  const [session, setSession] = useState<Session | null>(null);
  const [passedHere, setPassedHere] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [resumed, setResumed] = useState<string | null>(null);
  const start = useStartAttempt();
  // Shown after a result only once the refreshed status has arrived with its cooldown.
  const retakeWait = useRetakeWait(before?.retakeAt);
  const timeZone = useTimeZone();

  // The result stays on screen until the next attempt has been drawn.
  const begin = () => {
    start.mutate(fraudId, {
      onSuccess: (attempt) => {
        setResult(null);
        setStatusAtStart(withLocalPass(fraudId, before, passedHere));
        const answers = Object.fromEntries(attempt.answered.map((a) => [a.questionId, a]));
        const ids = attempt.questions.map((q) => q.id);
        setResumed(
          attempt.answered.length > 0
            ? QUIZ_TEXT.resumed(attempt.answered.length, attempt.questions.length)
            : null,
        );
        setSession({
          attempt,
          idempotencyKey: crypto.randomUUID(),
          index: resumeIndex(ids, new Set(Object.keys(answers))),
          answers,
        });
      },
    });
  };

  let body: ReactNode;
  if (result) {
    body = (
      <QuizResult
        fraudId={fraudId}
        result={result}
        outcome={describeOutcome(result, statusAtStart, timeZone)}
        onAgain={begin}
        againPending={start.isPending}
        againError={start.isError ? gameMessageFor(start.error) : null}
        retakeWait={retakeWait}
      />
    );
  } else if (session) {
    body = (
      <>
        {resumed && (
          <p className="quiz-resumed" role="status">
            {resumed}
          </p>
        )}
        <QuizQuestions
          // A fresh component per question: no choice or pending answer leaks into the next one.
          key={`${session.attempt.attemptId}-${session.index}`}
          session={session}
          onChange={(next) => {
            if (next.index !== session.index) setResumed(null);
            setSession(next);
          }}
          onDone={(done) => {
            setSession(null);
            setResumed(null);
            setResult(done);
            if (done.passed) setPassedHere(true);
          }}
        />
      </>
    );
  } else {
    body = (
      <div className="quiz-intro">
        <p className="quiz-reward-hint">{describeExpectedReward(before, timeZone)}</p>
        {before?.bestScore != null && (
          <p className="muted">
            {QUIZ_STATUS_TEXT.bestScore(before.bestScore, QUIZ_QUESTIONS_PER_ATTEMPT)}
          </p>
        )}
        {retakeWait && (
          <p className="quiz-cooldown tabular" role="status">
            {retakeWait}
          </p>
        )}
        {start.isError && !retakeWait && (
          <p className="form-message form-error" role="alert">
            {gameMessageFor(start.error)}
          </p>
        )}
        <div className="quiz-actions">
          <Button onClick={begin} pending={start.isPending} disabled={retakeWait !== null}>
            {QUIZ_TEXT.start}
          </Button>
          <Link to="/frauds/$fraudId" params={{ fraudId }} className="btn btn-secondary">
            {QUIZ_TEXT.backToPage(name)}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <PageShell
      title={QUIZ_TEXT.title(name)}
      lead={QUIZ_TEXT.lead(QUIZ_QUESTIONS_PER_ATTEMPT, QUIZ_PASS_SCORE)}
    >
      {body}
    </PageShell>
  );
}

function QuizQuestions({
  session,
  onChange,
  onDone,
}: {
  session: Session;
  onChange: (next: Session) => void;
  onDone: (result: SubmitResult) => void;
}) {
  const { attempt, index, answers } = session;
  const question = attempt.questions[index]!;
  const total = attempt.questions.length;
  const answered = answers[question.id];
  const last = index === total - 1;
  const answer = useAnswerQuestion();
  const submit = useSubmitAttempt();
  // A new question: its heading takes the focus, so it is read out next; then the feedback.
  const step = useAnswerStep(answered !== undefined, (optionId) =>
    answer.mutate(
      { attemptId: attempt.attemptId, questionId: question.id, optionId },
      {
        onSuccess: (checked) =>
          onChange({ ...session, answers: { ...answers, [question.id]: checked } }),
      },
    ),
  );

  const next = () => {
    if (!last) {
      onChange({ ...session, index: index + 1 });
      return;
    }
    submit.mutate(
      { attemptId: attempt.attemptId, idempotencyKey: session.idempotencyKey },
      { onSuccess: onDone },
    );
  };

  const error = answer.isError
    ? gameMessageFor(answer.error)
    : submit.isError
      ? gameMessageFor(submit.error)
      : null;

  return (
    <QuestionForm
      step={step}
      position={index + 1}
      total={total}
      question={question}
      answered={answered}
      error={error}
      checking={answer.isPending}
      moving={submit.isPending}
      onNext={next}
      progress={
        <ol className="quiz-steps" aria-hidden="true">
          {attempt.questions.map((q, i) => (
            <li key={q.id} className={i < index ? 'done' : i === index ? 'current' : undefined} />
          ))}
        </ol>
      }
    />
  );
}

function QuizResult({
  fraudId,
  result,
  outcome,
  onAgain,
  againPending,
  againError,
  retakeWait,
}: {
  fraudId: FraudId;
  result: SubmitResult;
  outcome: { reward: string; review: string };
  onAgain: () => void;
  againPending: boolean;
  againError: string | null;
  /** While a cooldown runs, when the retake opens; null otherwise. */
  retakeWait: string | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      className={`quiz-card quiz-result ${result.passed ? 'is-right' : 'is-wrong'}`}
      aria-labelledby="quiz-result-title"
    >
      <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1}>
        {QUIZ_TEXT.resultTitle}
      </h2>
      <p className="quiz-verdict quiz-result-verdict">
        {result.passed ? (
          <CircleCheck size={24} aria-hidden="true" />
        ) : (
          <CircleX size={24} aria-hidden="true" />
        )}
        <strong>{result.passed ? QUIZ_TEXT.passed : QUIZ_TEXT.notPassed}</strong>
        <span className="tabular">{QUIZ_TEXT.score(result.score, QUIZ_QUESTIONS_PER_ATTEMPT)}</span>
      </p>
      <p className="quiz-reward tabular">{outcome.reward}</p>
      <p className="tabular">{QUIZ_TEXT.cashNow(result.bank.cash)}</p>
      <p>{outcome.review}</p>
      {retakeWait && (
        <p className="quiz-cooldown tabular" role="status">
          {retakeWait}
        </p>
      )}
      {againError && !retakeWait && (
        <p className="form-message form-error" role="alert">
          {againError}
        </p>
      )}
      <div className="quiz-actions">
        <Link to="/frauds/$fraudId" params={{ fraudId }} className="btn btn-primary">
          {QUIZ_TEXT.backToPage(FRAUD_NAMES[fraudId])}
        </Link>
        <Button
          variant="secondary"
          onClick={onAgain}
          pending={againPending}
          disabled={retakeWait !== null}
        >
          {QUIZ_TEXT.again}
        </Button>
        <Link to="/fraudwiki" className="btn btn-ghost">
          {QUIZ_TEXT.toWiki}
        </Link>
      </div>
    </section>
  );
}
