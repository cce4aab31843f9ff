import { FAMILY_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Prose } from '../../components/content/prose';
import type {
  CheckResult,
  CheckView,
  DecisionItem,
  DecisionResult,
  ScenarioItem,
  ScenarioResult,
} from './check-contract';
import { countOf, pairResults, verdictOf } from './check-model';
import { CHECK_TEXT, PHASE_NAMES } from './check-text';
import { MessageCard } from './message-card';

const T = CHECK_TEXT;
const VERDICT_ICONS = { right: CircleCheck, wrong: CircleX, unanswered: CircleAlert } as const;

/**
 * A closed check: the score, the score per family, and every item with its truth and why: for a
 * message, whether it was a scam and each statement (a warning sign or not, ticked or not); for a
 * question, the right option and the one chosen.
 */
export function CheckResultView({
  view,
  result,
  focusOnMount,
}: {
  view: CheckView;
  result: CheckResult;
  /** Right after the close the heading takes the focus; a reopened result leaves it alone. */
  focusOnMount: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className="check-result" aria-labelledby="check-result-title">
      <p className="check-kicker">{PHASE_NAMES[view.phase]}</p>
      <h2 id="check-result-title" ref={headingRef} tabIndex={-1}>
        {T.resultHeading}
      </h2>
      <p className="check-score tabular">{T.resultScore(result.correct, result.total)}</p>
      <p className="muted">{T.resultLead}</p>
      <div className="check-table-wrap">
        <table className="check-table">
          <caption>{T.familyTable}</caption>
          <thead>
            <tr>
              <th scope="col">{T.family}</th>
              <th scope="col" className="num">
                {T.right}
              </th>
              <th scope="col" className="num">
                {T.signs}
              </th>
              <th scope="col" className="num">
                {T.falseSigns}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.families.map((family) => (
              <tr key={family.family}>
                <th scope="row">{FAMILY_NAMES[family.family]}</th>
                <td className="num tabular">{countOf(family.correct, family.total)}</td>
                <td className="num tabular">{countOf(family.signsFound, family.signsTotal)}</td>
                <td className="num tabular">{family.falseSigns}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{T.itemsHeading}</h3>
      <ol className="check-result-items">
        {pairResults(view).map(({ item, result: outcome, index }) => {
          const verdict = verdictOf(outcome);
          const Icon = VERDICT_ICONS[verdict];
          return (
            <li key={item.id} className={`check-result-item check-verdict-${verdict}`}>
              <h4>
                {T.itemHeading(index + 1, FRAUD_NAMES[item.fraudId])}
                <span className="muted check-result-family"> · {FAMILY_NAMES[item.family]}</span>
              </h4>
              <p className="check-verdict">
                <Icon size={20} aria-hidden="true" />
                <strong>{T.verdict[verdict]}</strong>
              </p>
              {item.kind === 'decision' && outcome.kind === 'decision' ? (
                <DecisionOutcome item={item} result={outcome} />
              ) : item.kind === 'scenario' && outcome.kind === 'scenario' ? (
                <ScenarioOutcome item={item} result={outcome} />
              ) : null}
              <p className="check-why">
                <strong>{T.why}:</strong> <Prose text={outcome.explanation} />
              </p>
            </li>
          );
        })}
      </ol>
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

function DecisionOutcome({ item, result }: { item: DecisionItem; result: DecisionResult }) {
  return (
    <>
      <p>
        <Prose text={item.scenario} />
      </p>
      <MessageCard message={item.message} />
      <p>
        <strong>{result.scam ? T.wasScam : T.wasGenuine}</strong> {T.youChose(result.decision)}
      </p>
      <ul className="check-statements" aria-label={T.statementsHeading}>
        {result.statements.map((statement) => (
          <li
            key={statement.id}
            className={statement.sign ? 'check-statement-sign' : 'check-statement-fine'}
          >
            <p className="check-statement-head">
              {statement.sign ? (
                <CircleAlert size={18} aria-hidden="true" />
              ) : (
                <ShieldCheck size={18} aria-hidden="true" />
              )}
              <strong>{statement.sign ? T.isSign : T.notSign}</strong>
              <span className="muted">({statement.ticked ? T.ticked : T.notTicked})</span>
            </p>
            <p>{statement.text}</p>
            <p className="muted">
              <Prose text={statement.explanation} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function ScenarioOutcome({ item, result }: { item: ScenarioItem; result: ScenarioResult }) {
  return (
    <>
      <p className="check-question-text">
        <Prose text={item.question} />
      </p>
      <ul className="check-options">
        {result.options.map((option) => {
          const chosen = result.chosen === option.id;
          return (
            <li
              key={option.id}
              className={`${option.correct ? 'check-option-right' : ''}${chosen ? ' check-option-chosen' : ''}`}
            >
              {option.correct ? (
                <CircleCheck size={18} aria-hidden="true" />
              ) : chosen ? (
                <CircleX size={18} aria-hidden="true" />
              ) : (
                <span className="check-option-blank" aria-hidden="true" />
              )}
              <span>
                {option.text}
                {(option.correct || chosen) && (
                  <span className="check-option-tags">
                    {' '}
                    (
                    {[option.correct ? T.rightAnswer : null, chosen ? T.yourChoice : null]
                      .filter(Boolean)
                      .join(', ')}
                    )
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
