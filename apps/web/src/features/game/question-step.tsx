/**
 * One quiz question as the quiz and the booster show it: the options as a radio group, each
 * explained once answered, and the feedback heading that takes the focus. Shared by two features,
 * so it lives here (features/game); `useAnswerStep` holds the step's state and focus moves.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Prose } from '../../components/content/prose';
import type { Schemas } from '../../lib/api-schemas';
import { QUESTION_TEXT } from './question-text';
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
