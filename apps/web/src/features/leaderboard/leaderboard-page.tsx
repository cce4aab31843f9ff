import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { ScrollBox } from '../../components/ui/scroll-box';
import { api } from '../../lib/api';
import { formatLongDate } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { gameKeys, myLeaguesQuery } from '../game/game-api';
import { RANKING_TEXT } from '../game/game-text';
import { RankedTables } from '../game/ranked-tables';
import {
  archiveQuery,
  cohortsTableQuery,
  cohortTableQuery,
  globalTableQuery,
  leagueTableQuery,
  myCohortQuery,
  type RankingBy,
} from './leaderboard-api';
import { ARCHIVE_TAB, COHORTS_TAB, GLOBAL_TAB, resolveTab } from './leaderboard-model';
import { leaderboardText as t } from './leaderboard-text';
import { Tabs } from './tabs';
import './leaderboard.css';

/** Loading and failure of any table query, in words; the content once it has arrived. */
function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="lb-error" role="alert">
        <p>{gameMessageFor(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <p className="lb-status" role="status">
      {t.loading}
    </p>
  );
}

/** The two orders of a table, as tabs: points (the season table) and net worth. */
function OrderTabs({
  by,
  onBy,
  children,
}: {
  by: RankingBy;
  onBy: (by: RankingBy) => void;
  children: (by: RankingBy) => ReactNode;
}) {
  return (
    <Tabs
      label={t.orderLabel}
      tabs={[
        { id: 'points', label: t.pointsTab },
        { id: 'net-worth', label: t.netWorthTab },
      ]}
      selected={by}
      onSelect={(id) => onBy(id === 'net-worth' ? 'net-worth' : 'points')}
      renderPanel={(id) => children(id === 'net-worth' ? 'net-worth' : 'points')}
    />
  );
}

function GlobalTable({ by }: { by: RankingBy }) {
  const query = useQuery(globalTableQuery(by));
  return (
    <QueryState query={query}>
      {(table) => <RankedTables name={t.globalHeading} table={table} empty={t.emptyGlobal} />}
    </QueryState>
  );
}

function GlobalPanel({ by, onBy }: { by: RankingBy; onBy: (by: RankingBy) => void }) {
  return (
    <>
      <h2>{t.globalHeading}</h2>
      <OrderTabs by={by} onBy={onBy}>
        {(order) => <GlobalTable by={order} />}
      </OrderTabs>
    </>
  );
}

function LeagueTable({ id, heading, by }: { id: string; heading: string; by: RankingBy }) {
  const query = useQuery(leagueTableQuery(id, by));
  return (
    <QueryState query={query}>
      {(table) => (
        <>
          <RankedTables name={heading} table={table} empty={t.emptyLeague} />
          {table.total === 1 && <p className="lb-empty">{t.emptyLeague}</p>}
        </>
      )}
    </QueryState>
  );
}

function LeaguePanel({
  id,
  name,
  by,
  onBy,
}: {
  id: string;
  name: string;
  by: RankingBy;
  onBy: (by: RankingBy) => void;
}) {
  const heading = t.leagueHeading(name);
  return (
    <>
      <h2>{heading}</h2>
      <p>
        <Link to="/leagues/$leagueId" params={{ leagueId: id }}>
          {t.openLeague}
        </Link>
      </p>
      <OrderTabs by={by} onBy={onBy}>
        {(order) => <LeagueTable id={id} heading={heading} by={order} />}
      </OrderTabs>
    </>
  );
}

/** My cohort's table (or the form to join one), then cohort against cohort. */
function CohortsPanel({ by, onBy }: { by: RankingBy; onBy: (by: RankingBy) => void }) {
  const mine = useQuery(myCohortQuery);
  return (
    <QueryState query={mine}>
      {({ cohort }) => (
        <>
          {cohort ? (
            <>
              <h2>{t.myCohortHeading(cohort.name)}</h2>
              <OrderTabs by={by} onBy={onBy}>
                {(order) => <MyCohortTable heading={t.myCohortHeading(cohort.name)} by={order} />}
              </OrderTabs>
            </>
          ) : (
            <JoinCohortForm />
          )}
          <CohortAgainstCohort />
        </>
      )}
    </QueryState>
  );
}

function MyCohortTable({ heading, by }: { heading: string; by: RankingBy }) {
  const query = useQuery(cohortTableQuery(by));
  return (
    <QueryState query={query}>
      {(table) => <RankedTables name={heading} table={table} empty={t.emptyCohort} />}
    </QueryState>
  );
}

function CohortAgainstCohort() {
  const query = useQuery(cohortsTableQuery);
  return (
    <section aria-labelledby="lb-cohorts-title">
      <h2 id="lb-cohorts-title">{t.cohortsHeading}</h2>
      <p className="muted">{t.cohortsLead}</p>
      <QueryState query={query}>
        {({ rows }) =>
          rows.length === 0 ? (
            <p className="lb-empty">{t.cohortsEmpty}</p>
          ) : (
            <ScrollBox
              label={t.cohortsHeading}
              hint={RANKING_TEXT.scrollHint}
              className="lb-table-box"
            >
              <table className="lb-table">
                <caption className="visually-hidden">{t.cohortsHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {t.cohortRank}
                    </th>
                    <th scope="col">{t.cohortName}</th>
                    <th scope="col" className="num">
                      {t.cohortMembers}
                    </th>
                    <th scope="col" className="num">
                      {t.cohortAverage}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className={row.isMine ? 'lb-me' : undefined}>
                      <td className="num tabular">{row.rank}</td>
                      <th scope="row">
                        {row.name} {row.isMine && <span className="muted">{t.cohortMine}</span>}
                      </th>
                      <td className="num tabular">{row.members}</td>
                      <td className="num tabular">
                        {row.average.toLocaleString('en', { maximumFractionDigits: 1 })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )
        }
      </QueryState>
    </section>
  );
}

function JoinCohortForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: (typed: string) => api.post('/api/me/cohort', { body: { code: typed } }),
    onSuccess: ({ cohort }) => {
      if (cohort) setDone(t.joined(cohort.name));
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    join.mutate(code.trim());
  };
  return (
    <section aria-labelledby="lb-join-title">
      <h2 id="lb-join-title">{t.joinHeading}</h2>
      <p className="muted">{t.joinLead}</p>
      <form className="lb-join" onSubmit={onSubmit}>
        <label htmlFor="cohort-code">{t.joinCode}</label>
        <input
          id="cohort-code"
          value={code}
          required
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="cohort-code-message"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" pending={join.isPending}>
          {t.joinButton}
        </Button>
      </form>
      <FormMessage
        id="cohort-code-message"
        error={join.isError ? gameMessageFor(join.error) : null}
        success={done}
      />
    </section>
  );
}

function ArchivePanel() {
  const query = useQuery(archiveQuery);
  const timeZone = useTimeZone();
  return (
    <QueryState query={query}>
      {(archive) =>
        archive.season ? (
          <>
            <h2>{t.archiveHeading(archive.season.number)}</h2>
            {archive.season.endedAt && (
              <p className="muted">
                {t.archiveEnded(formatLongDate(archive.season.endedAt, timeZone))}
              </p>
            )}
            <RankedTables
              name={t.archiveHeading(archive.season.number)}
              table={archive}
              moves={false}
              empty={t.archiveEmpty}
              myRank={t.archiveMyRank}
              notIn={t.archiveNotIn}
            />
          </>
        ) : (
          <>
            <h2>{t.archiveTab}</h2>
            <p className="lb-empty">{t.archiveEmpty}</p>
          </>
        )
      }
    </QueryState>
  );
}

/**
 * The leaderboard: a tab for the global table, one per private league and one for last season.
 * The selected tab and the order live in the address (`?tab=`, `?by=net-worth`), so a league can
 * link straight to its table and a table by net worth can be shared or reloaded as it is.
 */
export function LeaderboardPage({
  tab,
  onTabChange,
  by,
  onByChange: setBy,
}: {
  tab: string | undefined;
  onTabChange: (tab: string) => void;
  /** The order, kept across the global and league tabs. */
  by: RankingBy;
  onByChange: (by: RankingBy) => void;
}) {
  const leaguesQuery = useQuery(myLeaguesQuery);
  const leagues = leaguesQuery.data?.leagues ?? [];
  const waitingForLeagues =
    leaguesQuery.isPending &&
    tab !== undefined &&
    tab !== GLOBAL_TAB &&
    tab !== ARCHIVE_TAB &&
    tab !== COHORTS_TAB;
  const selected = resolveTab(
    tab,
    leagues.map((league) => league.id),
  );
  const tabs = [
    { id: GLOBAL_TAB, label: t.globalTab },
    ...leagues.map((league) => ({ id: league.id, label: league.name })),
    { id: COHORTS_TAB, label: t.cohortsTab },
    { id: ARCHIVE_TAB, label: t.archiveTab },
  ];
  return (
    <PageShell title={t.title} lead={t.lead}>
      {waitingForLeagues ? (
        <p className="lb-status" role="status">
          {t.loading}
        </p>
      ) : (
        <Tabs
          label={t.tabsLabel}
          tabs={tabs}
          selected={selected}
          onSelect={onTabChange}
          renderPanel={(id) => {
            if (id === GLOBAL_TAB) return <GlobalPanel by={by} onBy={setBy} />;
            if (id === ARCHIVE_TAB) return <ArchivePanel />;
            if (id === COHORTS_TAB) return <CohortsPanel by={by} onBy={setBy} />;
            const league = leagues.find((item) => item.id === id);
            return league ? (
              <LeaguePanel id={league.id} name={league.name} by={by} onBy={setBy} />
            ) : null;
          }}
        />
      )}
      <section className="lb-leagues" aria-labelledby="lb-leagues-title">
        <h2 id="lb-leagues-title">{t.leaguesHeading}</h2>
        {leaguesQuery.isError ? (
          <p role="alert">{gameMessageFor(leaguesQuery.error)}</p>
        ) : (
          leaguesQuery.data && (
            <p>{leagues.length === 0 ? t.noLeagues : t.someLeagues(leagues.length)}</p>
          )
        )}
        <Link to="/leagues" className="btn btn-secondary">
          {t.manageLeagues}
        </Link>
      </section>
    </PageShell>
  );
}
