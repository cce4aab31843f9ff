import { FAMILY_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { PageShell } from '../../components/layout/page-shell';
import { formatPercent } from '../../lib/format';
import { type QuizStats, quizStatsQuery } from './admin-api';
import { ADMIN_TEXT } from './admin-text';
import { Panel, QueryView, TableWrap } from './admin-ui';
import { PassRateBars } from './pass-rate-bars';
import { familySummary } from './summary-words';

const T = ADMIN_TEXT.learning;

/** Pass rates per family and per fraud, and the questions players miss most. */
export function LearningPage() {
  const query = useQuery(quizStatsQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={query}>
        {(stats) =>
          stats === null ? (
            <p className="admin-empty">{T.unavailable}</p>
          ) : (
            <Learning stats={stats} />
          )
        }
      </QueryView>
    </PageShell>
  );
}

function Learning({ stats }: { stats: QuizStats }) {
  const families = stats.perFamily.map((family) => ({
    key: family.family,
    name: FAMILY_NAMES[family.family],
    attempts: family.attempts,
    passRate: family.passRate,
  }));
  return (
    <>
      <p className="tabular">
        {T.totals(stats.totals.attempts, formatPercent(stats.totals.passRate))}
      </p>
      <Panel title={T.perFamily} id="learning-family">
        <p className="muted">{familySummary(families)}</p>
        <PassRateBars
          label={T.perFamily}
          items={families.map((family) => ({ ...family, label: family.name }))}
        />
      </Panel>
      <Panel title={T.perFraud} id="learning-fraud">
        <TableWrap label={T.perFraud}>
          <table className="admin-table">
            <caption>{T.perFraud}</caption>
            <thead>
              <tr>
                <th scope="col">{T.fraud}</th>
                <th scope="col">{T.family}</th>
                <th scope="col" className="num">
                  {T.attempts}
                </th>
                <th scope="col" className="num">
                  {T.passes}
                </th>
                <th scope="col" className="num">
                  {T.passRate}
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.perFraud.map((fraud) => (
                <tr key={fraud.fraudId}>
                  <th scope="row">{FRAUD_NAMES[fraud.fraudId]}</th>
                  <td>{FAMILY_NAMES[fraud.family]}</td>
                  <td className="num tabular">{fraud.attempts}</td>
                  <td className="num tabular">{fraud.passes}</td>
                  <td className="num tabular">
                    {fraud.attempts === 0 ? ADMIN_TEXT.common.none : formatPercent(fraud.passRate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Panel>
      <Panel title={T.mostMissed} id="learning-missed">
        <p className="muted">{T.mostMissedLead(stats.minAnswers)}</p>
        {stats.mostMissed.length === 0 ? (
          <p className="admin-empty">{T.noMissed}</p>
        ) : (
          <ol className="admin-missed">
            {stats.mostMissed.map((question) => (
              <li key={question.questionId}>
                <p className="admin-missed-prompt">{question.prompt}</p>
                <p className="muted tabular">
                  {FRAUD_NAMES[question.fraudId]} ·{' '}
                  {T.wrongShare(formatPercent(question.wrongShare), question.answers)}
                </p>
                <ul className="admin-options">
                  {question.options.map((option) => (
                    <li
                      key={option.optionId}
                      className={option.correct ? 'admin-option-correct' : undefined}
                    >
                      <span className="admin-option-text">
                        {option.correct ? (
                          <CircleCheck size={16} aria-hidden="true" />
                        ) : (
                          <CircleX size={16} aria-hidden="true" />
                        )}{' '}
                        {option.text}{' '}
                        <span className="admin-option-tag">
                          ({option.correct ? T.correct : T.wrong})
                        </span>
                      </span>
                      <span className="admin-rate-track" aria-hidden="true">
                        <span
                          className={`admin-rate-fill ${option.correct ? 'admin-rate-good' : 'admin-rate-bad'}`}
                          style={{ width: `${Math.round(option.share * 100)}%` }}
                        />
                      </span>
                      <span className="tabular admin-rate-value">
                        {T.optionShare(formatPercent(option.share))}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
