import type { OwnedLevel } from '@ffl/engine/catalogue';
import { FAMILY_IDS } from '@ffl/engine/ids';
import {
  applyChange,
  readWhatIfBase,
  replaysReport,
  unchangedChoice,
  type WhatIfChoice,
} from '@ffl/engine/what-if';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import {
  buildWhatIfView,
  describeAdvice,
  listAlertOptions,
  listLevelFields,
} from './what-if-model';
import { whatIfText as t } from './what-if-text';
import './what-if.css';

const NO_ALERT = 'none';

/**
 * "What if?" on a wave report: other levels and another alert pick replayed on the same attacks,
 * each attack's cost beside what it would have cost, the totals, and the single best change (the
 * report's advice, which the results mail gives too). Everything is computed here with the
 * engine: using the panel sends no request.
 */
export function WhatIfPanel({ report }: { report: Schemas['AdvisedReport'] }) {
  const id = useId();
  const base = useMemo(() => readWhatIfBase(report), [report]);
  // The server advises only on a report it replays too; both use the engine's replaysReport.
  const replays = useMemo(
    () => report.advice.replays && replaysReport(report, base),
    [report, base],
  );
  const best = replays ? report.advice.best : null;
  const fields = useMemo(() => listLevelFields(base), [base]);
  const [choice, setChoice] = useState<WhatIfChoice>(() => unchangedChoice(base));
  const view = useMemo(() => buildWhatIfView(report, base, choice), [report, base, choice]);

  return (
    <section className="what-if" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="what-if-title">
        {t.heading}
      </h4>
      {!replays ? (
        <p>{t.cannotReplay}</p>
      ) : (
        <>
          <p className="what-if-lead">{t.lead}</p>
          <div className="what-if-advice">
            <p>
              <strong>{t.adviceLabel}: </strong>
              {describeAdvice(report.advice)}
            </p>
            <p className="what-if-rule">{t.adviceRule}</p>
            {best && (
              <Button variant="secondary" onClick={() => setChoice(applyChange(base, best.change))}>
                {t.tryAdvice}
              </Button>
            )}
          </div>

          <fieldset className="what-if-choices">
            <legend>{t.choicesLegend}</legend>
            <div
              className={`what-if-field${choice.alertFamily !== base.alertFamily ? ' what-if-field-changed' : ''}`}
            >
              <label htmlFor={`${id}-alert`}>{t.alertLabel}</label>
              <select
                id={`${id}-alert`}
                value={choice.alertFamily ?? NO_ALERT}
                onChange={(event) =>
                  setChoice({
                    ...choice,
                    alertFamily: FAMILY_IDS.find((family) => family === event.target.value) ?? null,
                  })
                }
              >
                {listAlertOptions(base).map((option) => (
                  <option key={option.value ?? NO_ALERT} value={option.value ?? NO_ALERT}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {fields.map((field) => {
              const value = choice.levels[field.defenseId] ?? field.held;
              return (
                <div
                  key={field.defenseId}
                  className={`what-if-field${value !== field.held ? ' what-if-field-changed' : ''}`}
                >
                  <label htmlFor={`${id}-${field.defenseId}`}>{field.name}</label>
                  <select
                    id={`${id}-${field.defenseId}`}
                    value={value}
                    onChange={(event) =>
                      setChoice({
                        ...choice,
                        levels: {
                          ...choice.levels,
                          [field.defenseId]: Number(event.target.value) as OwnedLevel,
                        },
                      })
                    }
                  >
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
          <Button
            variant="ghost"
            disabled={!view.changed}
            onClick={() => setChoice(unchangedChoice(base))}
          >
            {t.reset}
          </Button>

          <table className="what-if-table what-if-attacks">
            <caption>{t.attacksCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.attackHeader}</th>
                <th scope="col">{t.costHeader}</th>
                <th scope="col">{t.wouldCostHeader}</th>
              </tr>
            </thead>
            <tbody>
              {view.attacks.map((row) => (
                <tr key={row.fraudId}>
                  <th scope="row">{row.fraudName}</th>
                  <td>{formatMoney(row.cost)}</td>
                  <td
                    className={
                      row.wouldCost < row.cost
                        ? 'money-gain'
                        : row.wouldCost > row.cost
                          ? 'money-loss'
                          : ''
                    }
                  >
                    {formatMoney(row.wouldCost)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <table className="what-if-table what-if-totals">
            <caption>{t.totalsCaption}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{t.asItWasHeader}</th>
                <th scope="col">{t.whatIfHeader}</th>
                <th scope="col">{t.changeHeader}</th>
              </tr>
            </thead>
            <tbody>
              {view.totals.map((row) => (
                <tr key={row.key} className={`what-if-row-${row.key}`}>
                  <th scope="row">{row.label}</th>
                  <td>{row.asItWas}</td>
                  <td>{row.whatIf}</td>
                  <td
                    className={
                      row.tone === 'gain' ? 'money-gain' : row.tone === 'loss' ? 'money-loss' : ''
                    }
                  >
                    {row.change}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="what-if-summary" role="status">
            {view.summary}
          </p>
        </>
      )}
    </section>
  );
}
