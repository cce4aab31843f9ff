import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { attackLogText as t } from './attack-log-text';
import {
  describeImprovementAction,
  describeImprovementGain,
  describeOutcome,
  explainAttack,
  familyName,
  type ReportAttack,
  type WhyStep,
} from './report-why';

function Step({ step }: { step: WhyStep }) {
  switch (step.kind) {
    case 'base':
    case 'through':
      return (
        <li className={`why-step why-${step.kind}`}>
          <span>{step.label}</span>
          <span className="why-amount">{step.amount}</span>
        </li>
      );
    case 'final':
      return (
        <li className="why-step why-final">
          <strong>{step.label}</strong>
          <strong className="why-amount why-loss">{step.amount}</strong>
        </li>
      );
    case 'layer':
      return (
        <li className="why-step why-layer">
          <span>
            <Link to="/defenses/$defenseId" params={{ defenseId: step.layer.defenseId }}>
              {step.layer.defenseName}
            </Link>
            : {step.text}
          </span>
          <span className="why-amount why-saved">{step.saved}</span>
        </li>
      );
    case 'no-defense':
    case 'alert':
      return (
        <li className={`why-step why-${step.kind}`}>
          <span>{step.text}</span>
        </li>
      );
  }
}

/** One attack of a report: its outcome, then why, then the best missing improvement. */
export function AttackWhy({ attack }: { attack: ReportAttack }) {
  const best = attack.bestImprovement;
  const titleId = useId();
  return (
    <article className="attack-why" aria-labelledby={titleId}>
      <h4 id={titleId} className="attack-why-title">
        <Link to="/frauds/$fraudId" params={{ fraudId: attack.fraudId }}>
          {attack.fraudName}
        </Link>{' '}
        <span className="attack-why-family">{familyName(attack.family)}</span>
      </h4>
      <p className="attack-why-outcome">{describeOutcome(attack)}</p>
      <ol className="why-steps">
        {explainAttack(attack).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed for a stored report
          <Step key={index} step={step} />
        ))}
      </ol>
      <p className="attack-why-best">
        <span className="attack-why-best-label">{t.bestHeading}: </span>
        {best ? (
          <>
            <Link to="/defenses/$defenseId" params={{ defenseId: best.defenseId }}>
              {describeImprovementAction(best)}
            </Link>{' '}
            {describeImprovementGain(best)}
          </>
        ) : attack.damage === 0 ? (
          t.fullyStopped
        ) : (
          t.nothingToImprove
        )}
      </p>
    </article>
  );
}
