import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Prose } from '../../components/content/prose';
import { Button } from '../../components/ui/button';
import type {
  CheckAnswer,
  CheckItem,
  Decision,
  DecisionItem,
  ScenarioItem,
} from './check-contract';
import { answerBody, type Draft, draftProblem, EMPTY_DRAFT, toggleSign } from './check-model';
import { CHECK_TEXT, DECISION_HINTS, DECISION_NAMES } from './check-text';
import { MessageCard } from './message-card';

const T = CHECK_TEXT;
const DECISIONS: readonly Decision[] = ['report', 'trust'];

/**
 * One item of an open check, answered once: a decision (Report or Trust, then the warning signs
 * ticked) or a scenario question. Its heading takes the focus when it appears, so the check works
 * with the keyboard and a screen reader; nothing about right or wrong shows until the close.
 */
export function ItemForm({
  item,
  position,
  total,
  steps,
  canSkip,
  pending,
  error,
  onSave,
  onSkip,
}: {
  item: CheckItem;
  /** 1-based. */
  position: number;
  total: number;
  /** Each item's state for the step bar, in order. */
  steps: readonly ('done' | 'current' | 'todo')[];
  canSkip: boolean;
  pending: boolean;
  error: string | null;
  onSave: (body: CheckAnswer) => void;
  onSkip: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [missing, setMissing] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(item, draft);
    setMissing(problem);
    const body = answerBody(item, draft);
    if (problem || !body) {
      // The first control of the missing choice, so the keyboard is where the answer goes.
      document.querySelector<HTMLInputElement>(`[data-first-choice="${item.id}"]`)?.focus();
      return;
    }
    onSave(body);
  };

  const change = (next: Draft) => {
    setDraft(next);
    setMissing(null);
  };

  const shown = missing ?? error;
  return (
    <form className="check-item" onSubmit={submit} noValidate>
      <h2 className="check-progress" ref={headingRef} tabIndex={-1}>
        {T.itemOf(position, total)}
      </h2>
      <ol className="check-steps" aria-hidden="true">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are the check's fixed positions
          <li key={index} className={step === 'todo' ? undefined : step} />
        ))}
      </ol>
      {item.kind === 'decision' ? (
        <DecisionFields
          item={item}
          draft={draft}
          onChange={change}
          describedBy={missing ? problemId : undefined}
        />
      ) : (
        <ScenarioFields
          item={item}
          draft={draft}
          onChange={change}
          describedBy={missing ? problemId : undefined}
        />
      )}
      <div className="check-live" aria-live="polite">
        {shown && (
          <p className="form-message form-error" role="alert" id={problemId}>
            {shown}
          </p>
        )}
      </div>
      <div className="check-actions">
        <Button type="submit" pending={pending}>
          {canSkip ? T.save : T.saveLast}
        </Button>
        {canSkip && (
          <Button variant="ghost" onClick={onSkip} disabled={pending}>
            {T.skip}
          </Button>
        )}
      </div>
    </form>
  );
}

function DecisionFields({
  item,
  draft,
  onChange,
  describedBy,
}: {
  item: DecisionItem;
  draft: Draft;
  onChange: (draft: Draft) => void;
  describedBy: string | undefined;
}) {
  const group = useId();
  return (
    <>
      <section className="check-scenario" aria-labelledby={`${group}-scenario`}>
        <h3 id={`${group}-scenario`}>{T.scenarioHeading}</h3>
        <p>
          <Prose text={item.scenario} />
        </p>
      </section>
      <MessageCard message={item.message} />
      <fieldset className="check-fieldset">
        <legend>{T.decisionLegend}</legend>
        <ul className="check-choices">
          {DECISIONS.map((decision, index) => {
            const id = `${group}-${decision}`;
            return (
              <li key={decision} className={draft.decision === decision ? 'chosen' : undefined}>
                <input
                  type="radio"
                  id={id}
                  name={`${group}-decision`}
                  value={decision}
                  checked={draft.decision === decision}
                  onChange={() => onChange({ ...draft, decision })}
                  aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
                  data-first-choice={index === 0 ? item.id : undefined}
                />
                <label htmlFor={id}>{DECISION_NAMES[decision]}</label>
                <p className="check-choice-hint muted" id={`${id}-hint`}>
                  {DECISION_HINTS[decision]}
                </p>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="check-fieldset" aria-describedby={`${group}-signs-hint`}>
        <legend>{T.signsLegend}</legend>
        <p className="muted check-fieldset-hint" id={`${group}-signs-hint`}>
          {T.signsHint}
        </p>
        <ul className="check-choices check-signs">
          {item.statements.map((statement) => {
            const id = `${group}-sign-${statement.id}`;
            const ticked = draft.signs.has(statement.id);
            return (
              <li key={statement.id} className={ticked ? 'chosen' : undefined}>
                <input
                  type="checkbox"
                  id={id}
                  checked={ticked}
                  onChange={() =>
                    onChange({ ...draft, signs: toggleSign(draft.signs, statement.id) })
                  }
                />
                <label htmlFor={id}>{statement.text}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </>
  );
}

function ScenarioFields({
  item,
  draft,
  onChange,
  describedBy,
}: {
  item: ScenarioItem;
  draft: Draft;
  onChange: (draft: Draft) => void;
  describedBy: string | undefined;
}) {
  const group = useId();
  return (
    <fieldset className="check-fieldset check-question">
      <legend>
        <Prose text={item.question} />
      </legend>
      <p className="muted check-fieldset-hint">{T.optionsHint}</p>
      <ul className="check-choices">
        {item.options.map((option, index) => {
          const id = `${group}-${option.id}`;
          return (
            <li key={option.id} className={draft.option === option.id ? 'chosen' : undefined}>
              <input
                type="radio"
                id={id}
                name={`${group}-option`}
                value={option.id}
                checked={draft.option === option.id}
                onChange={() => onChange({ ...draft, option: option.id })}
                aria-describedby={describedBy}
                data-first-choice={index === 0 ? item.id : undefined}
              />
              <label htmlFor={id}>{option.text}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
