import { FRAUDS, type Loadout } from '@ffl/engine/catalogue';
import { FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { computeDamage } from '@ffl/engine/protection';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { protectionBand } from '../../lib/measure-words';
import { ProtectionBadge } from '../game/badges';
import { type CoverageStep, computeFraudCoverage, toPercent } from './coverage';
import { FRAUD_PAGE_TEXT } from './fraud-page-text';

const T = FRAUD_PAGE_TEXT.coverage;

/**
 * A bar from 0 to 100%: the solid part is the protection now, the lighter part what a step adds.
 * Decoration only (aria-hidden): every number is also written beside it.
 */
export function CoverageBar({ now, after = now }: { now: number; after?: number }) {
  const tone = protectionBand(after);
  return (
    <svg
      className="coverage-bar"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="100" height="10" className="coverage-track" />
      {after > now && (
        <rect
          x={now}
          y="0"
          width={after - now}
          height="10"
          className={`coverage-gain pfill-${tone}`}
        />
      )}
      <rect
        x="0"
        y="0"
        width={now}
        height="10"
        className={`coverage-now pfill-${protectionBand(now)}`}
      />
    </svg>
  );
}

function StepText({ step }: { step: CoverageStep }) {
  const owned =
    step.level === 0 || step.levelName === null
      ? T.notOwned
      : T.owned(step.level, step.levelName, step.effectivenessNow);
  let next: string;
  if (step.action === null || step.nextLevel === null || step.cost === null) next = T.atMax;
  else if (step.action === 'buy')
    next = T.buy(step.nextLevelName ?? '', step.cost, step.effectivenessNext ?? 0);
  else
    next = T.upgrade(
      step.nextLevel,
      step.nextLevelName ?? '',
      step.cost,
      step.effectivenessNext ?? 0,
    );
  return (
    <>
      <p>{owned}</p>
      <p>{next}</p>
    </>
  );
}

/** The fraud page's coverage section body: now, each defense's next step, the maximum. */
export function DefenseCoverage({ fraudId, loadout }: { fraudId: FraudId; loadout: Loadout }) {
  const coverage = useMemo(() => computeFraudCoverage(loadout, fraudId), [loadout, fraudId]);
  const name = FRAUD_NAMES[fraudId];
  const now = toPercent(coverage.current);
  const max = toPercent(coverage.max);
  const base = FRAUDS[fraudId].baseDamage;
  return (
    <div className="coverage">
      <p className="prose-width">{T.intro(name)}</p>
      <figure className="coverage-figure" aria-labelledby="coverage-caption">
        <figcaption id="coverage-caption" className="coverage-caption">
          {T.chartLabel(name)}
        </figcaption>
        <p className="coverage-summary">{T.summary(name, now, max)}</p>
        <dl className="coverage-totals">
          <div className="coverage-row">
            <dt>{T.now}</dt>
            <dd>
              <ProtectionBadge percent={now} />
              <CoverageBar now={now} />
              <span className="coverage-damage tabular">
                {T.damageNow(computeDamage(loadout, fraudId, false), base)}
              </span>
            </dd>
          </div>
          <div className="coverage-row">
            <dt>{T.max}</dt>
            <dd>
              <ProtectionBadge percent={max} />
              <CoverageBar now={now} after={max} />
            </dd>
          </div>
        </dl>
        <h3 className="coverage-steps-title">{T.nextSteps}</h3>
        <p className="coverage-legend muted">{T.legend}</p>
        <ul className="coverage-steps">
          {coverage.steps.map((step) => {
            const after = toPercent(step.protectionAfter);
            return (
              <li key={step.defenseId} className="coverage-step">
                <h4>
                  <Link to="/defenses/$defenseId" params={{ defenseId: step.defenseId }}>
                    {step.name}
                  </Link>
                </h4>
                <StepText step={step} />
                <p className="coverage-after tabular">{T.after(after, after - now)}</p>
                <CoverageBar now={now} after={after} />
              </li>
            );
          })}
        </ul>
      </figure>
      <p>
        <Link to="/defenseshop" className="btn btn-secondary">
          {T.toShop}
        </Link>
      </p>
    </div>
  );
}
