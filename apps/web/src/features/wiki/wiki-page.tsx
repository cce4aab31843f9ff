import { FAMILY_IDS, FAMILY_NAMES, type FraudId } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { ProtectionBadge, ProtectionBar, QuizBadge } from '../game/badges';
import { bankQuery } from '../game/game-api';
import { QUIZ_STATE_LABELS } from '../game/game-text';
import { toLoadout } from '../game/loadout';
import { type QuizState, quizOverviewQuery } from '../game/quiz-status';
import { contentSummariesQuery } from './wiki-api';
import {
  buildWikiRows,
  filterWikiRows,
  PROTECTION_FILTERS,
  QUIZ_FILTERS,
  sortWikiRows,
  WIKI_SORTS,
  type WikiRow,
  type WikiSearch,
} from './wiki-filters';
import { PROTECTION_FILTER_LABELS, SORT_LABELS, WIKI_TEXT } from './wiki-text';
import './wiki.css';

interface WikiPageProps {
  search: WikiSearch;
  /** Replaces the URL's search params (the route owns the URL). */
  onSearchChange: (next: WikiSearch) => void;
}

const NO_ROWS: readonly WikiRow[] = [];

export function WikiPage({ search, onSearchChange }: WikiPageProps) {
  const bank = useQuery(bankQuery);
  const quizzes = useQuery(quizOverviewQuery);
  const summaries = useQuery(contentSummariesQuery);

  const rows = useMemo(() => {
    if (!bank.data) return [];
    const states: Partial<Record<FraudId, QuizState>> = {};
    for (const row of quizzes.data?.frauds ?? []) states[row.fraudId] = row.status;
    const texts: Partial<Record<FraudId, string>> = {};
    for (const row of summaries.data?.frauds ?? []) texts[row.id] = row.summary;
    return buildWikiRows(toLoadout(bank.data.levels), states, texts);
  }, [bank.data, quizzes.data, summaries.data]);

  const shown = useMemo(
    () => sortWikiRows(filterWikiRows(rows, search), search.sort),
    [rows, search],
  );
  // The heading, filters and count show first; the twenty cards follow in a background render
  // (and after each filter change), so the page appears sooner on a slow phone.
  const cards = useDeferredValue(shown, NO_ROWS);

  if (bank.isPending) return <Loading />;
  if (bank.isError) {
    return (
      <PageShell title={WIKI_TEXT.title}>
        <div className="wiki-error" role="alert">
          <p>
            {WIKI_TEXT.loadError} {gameMessageFor(bank.error)}
          </p>
          <Button variant="secondary" onClick={() => void bank.refetch()}>
            {WIKI_TEXT.retry}
          </Button>
        </div>
      </PageShell>
    );
  }

  const ownsNothing = bank.data.owned.length === 0;
  const filtered =
    search.family !== undefined || search.protection !== undefined || search.quiz !== undefined;

  return (
    <PageShell title={WIKI_TEXT.title} lead={WIKI_TEXT.lead}>
      <WikiFilters search={search} onSearchChange={onSearchChange} />
      {quizzes.isError && (
        <p className="wiki-notice" role="alert">
          {WIKI_TEXT.quizError} {gameMessageFor(quizzes.error)}
        </p>
      )}
      {ownsNothing && <p className="wiki-notice">{WIKI_TEXT.noDefenses}</p>}
      <p className="wiki-count" role="status">
        {WIKI_TEXT.count(shown.length, rows.length)}
      </p>
      {shown.length === 0 ? (
        <div className="wiki-empty">
          <p>{WIKI_TEXT.empty}</p>
          {filtered && (
            <Button variant="secondary" onClick={() => onSearchChange({ sort: search.sort })}>
              {WIKI_TEXT.reset}
            </Button>
          )}
        </div>
      ) : (
        <ul className="wiki-grid" aria-label="Frauds">
          {cards.map((row) => (
            <WikiCard key={row.fraudId} row={row} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function WikiFilters({ search, onSearchChange }: WikiPageProps) {
  const id = useId();
  const set = (patch: WikiSearch) => onSearchChange({ ...search, ...patch });
  const filtered =
    search.family !== undefined || search.protection !== undefined || search.quiz !== undefined;
  return (
    <fieldset className="wiki-filters">
      <legend className="wiki-filters-legend">{WIKI_TEXT.filtersLabel}</legend>
      <div className="wiki-field wiki-field-wide">
        <label htmlFor={`${id}-family`}>{WIKI_TEXT.family}</label>
        <select
          id={`${id}-family`}
          value={search.family ?? ''}
          onChange={(e) => set({ family: FAMILY_IDS.find((family) => family === e.target.value) })}
        >
          <option value="">{WIKI_TEXT.allFamilies}</option>
          {FAMILY_IDS.map((family) => (
            <option key={family} value={family}>
              {FAMILY_NAMES[family]}
            </option>
          ))}
        </select>
      </div>
      <div className="wiki-field">
        <label htmlFor={`${id}-protection`}>{WIKI_TEXT.protection}</label>
        <select
          id={`${id}-protection`}
          value={search.protection ?? ''}
          onChange={(e) =>
            set({ protection: PROTECTION_FILTERS.find((value) => value === e.target.value) })
          }
        >
          <option value="">{WIKI_TEXT.allProtection}</option>
          {PROTECTION_FILTERS.map((value) => (
            <option key={value} value={value}>
              {PROTECTION_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="wiki-field">
        <label htmlFor={`${id}-quiz`}>{WIKI_TEXT.quiz}</label>
        <select
          id={`${id}-quiz`}
          value={search.quiz ?? ''}
          onChange={(e) => set({ quiz: QUIZ_FILTERS.find((value) => value === e.target.value) })}
        >
          <option value="">{WIKI_TEXT.allQuiz}</option>
          {QUIZ_FILTERS.map((value) => (
            <option key={value} value={value}>
              {QUIZ_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="wiki-field wiki-field-wide">
        <label htmlFor={`${id}-sort`}>{WIKI_TEXT.sort}</label>
        <select
          id={`${id}-sort`}
          value={search.sort ?? 'name'}
          onChange={(e) => {
            const sort = WIKI_SORTS.find((value) => value === e.target.value);
            set({ sort: sort === 'name' ? undefined : sort });
          }}
        >
          {WIKI_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <Button
          variant="ghost"
          className="wiki-reset"
          onClick={() => onSearchChange({ sort: search.sort })}
        >
          {WIKI_TEXT.reset}
        </Button>
      )}
    </fieldset>
  );
}

function WikiCard({ row }: { row: WikiRow }) {
  return (
    <li className="wiki-card">
      <h2 className="wiki-card-title">
        <Link to="/frauds/$fraudId" params={{ fraudId: row.fraudId }}>
          {row.name}
        </Link>
      </h2>
      <p className="wiki-card-family">{FAMILY_NAMES[row.family]}</p>
      {row.summary && <p className="wiki-card-summary">{row.summary}</p>}
      <dl className="wiki-card-facts">
        <div className="wiki-fact wiki-fact-wide">
          <dt>{WIKI_TEXT.yourProtection}</dt>
          <dd>
            <ProtectionBadge percent={row.protectionPercent} />
            <ProtectionBar percent={row.protectionPercent} />
          </dd>
        </div>
        <div className="wiki-fact">
          <dt>{WIKI_TEXT.quizLabel}</dt>
          <dd>
            <QuizBadge state={row.quiz} />
          </dd>
        </div>
        <div className="wiki-fact">
          <dt>{WIKI_TEXT.dangerLabel}</dt>
          <dd className="tabular">{WIKI_TEXT.dangerValue(row.danger)}</dd>
        </div>
        <div className="wiki-fact">
          <dt>{WIKI_TEXT.baseDamage}</dt>
          <dd className="tabular">{formatMoney(row.baseDamage)}</dd>
        </div>
      </dl>
    </li>
  );
}
