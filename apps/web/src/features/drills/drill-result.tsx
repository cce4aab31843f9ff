import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Prose } from '../../components/content/prose';
import { Button } from '../../components/ui/button';
import type { DrillMedium, DrillResult } from './drill-contract';
import {
  explainParts,
  flagScoreWords,
  fraudName,
  fraudOfPage,
  payWords,
  redFlagTotal,
  reviewWords,
  rightDecisionWords,
  VERDICT_NAMES,
} from './drill-model';
import { DRILLS_TEXT, OUTCOME_NAMES } from './drill-text';

const OUTCOME_ICONS = { right: CircleCheck, safe: ShieldCheck, wrong: CircleX } as const;
const VERDICT_ICONS = {
  found: CircleCheck,
  missed: CircleAlert,
  'false-flag': CircleX,
  clear: ShieldCheck,
} as const;

/**
 * The result of a drill: the decision and why, every part explained (red flags found or missed,
 * false flags, the parts that were fine), the pay and why it is 0 when it is, the review, and
 * what to do in real life, with the fraud's page.
 */
export function DrillResultView({
  result,
  medium,
  focusOnMount,
  onAgain,
}: {
  result: DrillResult;
  /** What the drill showed: the verdict names it (a message, a call, an ATM…). */
  medium: DrillMedium;
  /** After a submit the heading takes the focus; a reopened result leaves it alone. */
  focusOnMount: boolean;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const { decision } = result;
  const OutcomeIcon = OUTCOME_ICONS[decision.outcome];
  const parts = explainParts(result.hotspots);
  const fraudId = fraudOfPage(result.fraudPage);
  const name = fraudName(result.fraudId);
  const total = redFlagTotal(result);
  const flagScore = flagScoreWords(result);
  return (
    <section
      className={`drill-result drill-outcome-${decision.outcome}`}
      aria-labelledby="drill-result-title"
    >
      <h2 id="drill-result-title" ref={headingRef} tabIndex={-1}>
        {DRILLS_TEXT.resultHeading}
      </h2>
      <p className="drill-verdict">
        <OutcomeIcon size={24} aria-hidden="true" />
        <strong>{OUTCOME_NAMES[decision.outcome]}</strong>
        <span>{DRILLS_TEXT.verdict(medium, result.legitimate)}</span>
      </p>
      <p>
        {DRILLS_TEXT.youChose(decision.chosen)}{' '}
        {DRILLS_TEXT.rightWas(rightDecisionWords(decision.right))}
      </p>
      <p>
        <Prose text={decision.explanation} />
      </p>
      {!result.legitimate || result.falseFlags > 0 ? (
        <p className="tabular">{DRILLS_TEXT.resultLead(result.found, total, result.falseFlags)}</p>
      ) : null}
      {flagScore ? <p className="tabular">{flagScore}</p> : null}

      <section className="drill-pay" aria-labelledby="drill-pay-title">
        <h3 id="drill-pay-title">{DRILLS_TEXT.payHeading}</h3>
        {payWords(result).map((line) => (
          <p key={line} className="tabular">
            {line}
          </p>
        ))}
        <p>{reviewWords(result)}</p>
      </section>

      <h3>{DRILLS_TEXT.flagsHeading}</h3>
      <ul className="drill-parts">
        {parts.map((part) => {
          const Icon = VERDICT_ICONS[part.verdict];
          return (
            <li key={part.id} className={`drill-part drill-part-${part.verdict}`}>
              <p className="drill-part-head">
                <Icon size={18} aria-hidden="true" />
                <strong>{VERDICT_NAMES[part.verdict]}:</strong> <span>{part.label}</span>
              </p>
              <p>
                <Prose text={part.explanation} />
                {part.redFlag && part.cue && (
                  <span className="muted"> {DRILLS_TEXT.cue(part.cue)}</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>

      <h3>{DRILLS_TEXT.realLifeHeading}</h3>
      <p>
        <Prose text={result.inRealLife} />
      </p>
      <div className="drill-actions">
        {fraudId && (
          <Link to="/frauds/$fraudId" params={{ fraudId }} className="btn btn-primary">
            {DRILLS_TEXT.readPage(name)}
          </Link>
        )}
        <Link to="/drills" className="btn btn-secondary">
          {DRILLS_TEXT.nextDrill}
        </Link>
        <Button variant="ghost" onClick={onAgain} aria-describedby="drill-again-hint">
          {DRILLS_TEXT.again}
        </Button>
      </div>
      <p className="muted" id="drill-again-hint">
        {DRILLS_TEXT.againHint}
      </p>
    </section>
  );
}
