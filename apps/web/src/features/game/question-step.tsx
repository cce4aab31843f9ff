/**
 * One quiz question as the quiz and the booster show it: the options as a radio group, each
 * explained once answered, and the feedback heading that takes the focus. Shared by two features,
 * so it lives here (features/game); `useAnswerStep` holds the step's state and focus moves.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Prose } from '../../components/content/prose';
import { Button } from '../../components/ui/button';
import type { Schemas } from '../../lib/api-schemas';
import { QUESTION_TEXT } from './question-text';
import type { useAnswerStep } from './use-answer-step';
import './question.css';

export type QuestionView = Schemas['QuizQuestion'];
export type AnswerView = Schemas['QuizAnswerResult'];

export function QuestionFieldset({
  question,
  selected,
  answered,
  onSelect,
}: {
  question: QuestionView;
  selected: number | null;
  answered: AnswerView | undefined;
  onSelect: (optionId: number) => void;
}) {
  const groupId = useId();
  return (
    <fieldset className="quiz-question">
      <legend>{question.prompt}</legend>
      <ul className="quiz-options">
        {question.options.map((option) => {
          const inputId = `${groupId}-${option.id}`;
          const explanation = answered?.explanations.find((e) => e.optionId === option.id);
          const chosen = selected === option.id;
          const verdict = explanation ? (explanation.correct ? 'right' : 'wrong') : null;
          return (
            <li
              key={option.id}
              className={`quiz-option${chosen ? ' chosen' : ''}${verdict ? ` verdict-${verdict}` : ''}`}
            >
              <input
                type="radio"
                id={inputId}
                name={groupId}
                value={option.id}
                checked={chosen}
                disabled={answered !== undefined}
                onChange={() => onSelect(option.id)}
                aria-describedby={explanation ? `${inputId}-why` : undefined}
              />
              <label htmlFor={inputId}>{option.text}</label>
              {explanation && (
                <div className="quiz-explanation" id={`${inputId}-why`}>
                  <p className="quiz-verdict">
                    {explanation.correct ? (
                      <CircleCheck size={18} aria-hidden="true" />
                    ) : (
                      <CircleX size={18} aria-hidden="true" />
                    )}
                    <strong>
                      {explanation.correct ? QUESTION_TEXT.right : QUESTION_TEXT.wrong}
                    </strong>
                    {chosen && <span className="quiz-chosen">({QUESTION_TEXT.yourChoice})</span>}
                  </p>
                  <p className="quiz-why">
                    <Prose text={explanation.text} />
                  </p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function Feedback({
  ref,
  question,
  answered,
}: {
  ref: Ref<HTMLHeadingElement>;
  question: QuestionView;
  answered: AnswerView;
}) {
  const right = question.options.find((o) => o.id === answered.correctOptionId);
  return (
    <div className={`quiz-feedback ${answered.correct ? 'is-right' : 'is-wrong'}`}>
      <h3 ref={ref} tabIndex={-1}>
        {answered.correct ? (
          <CircleCheck size={20} aria-hidden="true" />
        ) : (
          <CircleX size={20} aria-hidden="true" />
        )}
        {answered.correct
          ? QUESTION_TEXT.feedbackRight
          : QUESTION_TEXT.feedbackWrong(right?.text ?? '')}
      </h3>
    </div>
  );
}

/**
 * One question as a form: its "Question n of N" heading (focused when it appears), the feedback
 * once answered, the options, the live error line, and Check answer, then Next (or See your
 * result on the last). The quiz and the booster differ only in what they send and do next.
 */
export function QuestionForm({
  step,
  position,
  total,
  question,
  answered,
  error,
  checking,
  moving = false,
  onNext,
  kicker,
  progress,
}: {
  step: ReturnType<typeof useAnswerStep>;
  /** 1-based. */
  position: number;
  total: number;
  question: QuestionView;
  answered: AnswerView | undefined;
  /** The caller's own error (a failed answer or submit), shown before "choose first". */
  error: string | null;
  checking: boolean;
  moving?: boolean;
  onNext: () => void;
  /** A line above the heading. */
  kicker?: ReactNode;
  /** What shows the progress under the heading (the quiz's steps). */
  progress?: ReactNode;
}) {
  const shownError = error ?? (step.missing ? QUESTION_TEXT.chooseFirst : null);
  return (
    <form className="quiz-card" onSubmit={step.check} noValidate>
      {kicker}
      <h2 className="quiz-progress" ref={step.headingRef} tabIndex={-1}>
        {QUESTION_TEXT.progress(position, total)}
      </h2>
      {progress}
      {answered && <Feedback ref={step.feedbackRef} question={question} answered={answered} />}
      <QuestionFieldset
        key={question.id}
        question={question}
        selected={answered ? answered.optionId : step.selected}
        answered={answered}
        onSelect={step.select}
      />
      <div className="quiz-live" aria-live="polite">
        {shownError && (
          <p className="form-message form-error" role="alert">
            {shownError}
          </p>
        )}
      </div>
      <div className="quiz-actions">
        {/* Distinct keys: the Enter that presses "Next" must never land on a reused submit button. */}
        {answered ? (
          <Button key="next" onClick={onNext} pending={moving}>
            {position === total ? QUESTION_TEXT.finish : QUESTION_TEXT.next}
          </Button>
        ) : (
          <Button key="check" type="submit" pending={checking}>
            {QUESTION_TEXT.check}
          </Button>
        )}
      </div>
    </form>
  );
}
