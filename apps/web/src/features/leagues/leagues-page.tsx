import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { normaliseName } from '../../lib/names';
import { useFormCheck } from '../../lib/use-form-check';
import { myLeaguesQuery } from '../game/game-api';
import { type LeagueSummary, useCreateLeague, useJoinLeague } from './leagues-api';
import {
  checkLeagueName,
  LEAGUE_NAME_MAX,
  leagueErrorMessage,
  parseInviteInput,
} from './leagues-model';
import { leaguesText as t } from './leagues-text';
import './leagues.css';

function LeagueCard({ league }: { league: LeagueSummary }) {
  return (
    <li className="league-card">
      <div className="league-card-main">
        <Link to="/leagues/$leagueId" params={{ leagueId: league.id }} className="league-card-name">
          {league.name}
        </Link>
        {league.isOwner && <span className="league-badge">{t.owner}</span>}
      </div>
      <p className="league-card-facts">
        {t.members(league.memberCount)} ·{' '}
        {league.myRank === null ? t.notRanked : t.myRank(league.myRank)}
      </p>
      <Link
        to="/leaderboard"
        search={{ tab: league.id }}
        className="league-card-table"
        aria-label={t.openTable(league.name)}
      >
        {t.tableLink}
      </Link>
    </li>
  );
}

function CreateLeagueForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateLeague();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormCheck();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = form.check([[`${id}-name`, checkLeagueName(name)]]);
    if (broken) {
      setProblem(broken);
      return;
    }
    setProblem(null);
    create.mutate(normaliseName(name), {
      onSuccess: (league) =>
        void navigate({ to: '/leagues/$leagueId', params: { leagueId: league.id } }),
    });
  };
  const error = problem ?? (create.isError ? leagueErrorMessage(create.error) : null);
  return (
    <section className="leagues-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.createHeading}</h2>
      <form className="leagues-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>{t.nameLabel}</label>
        <input
          id={`${id}-name`}
          name="league-name"
          type="text"
          value={name}
          autoComplete="off"
          required
          {...form.aria(`${id}-name`, `${id}-hint`)}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={`${id}-hint`} className="hint">
          {t.nameHint(LEAGUE_NAME_MAX)}
        </p>
        <Button type="submit" pending={create.isPending}>
          {t.createButton}
        </Button>
        <FormMessage id={form.errorId} error={error} />
      </form>
    </section>
  );
}

function JoinLeagueForm() {
  const id = useId();
  const navigate = useNavigate();
  const join = useJoinLeague();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormCheck();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseInviteInput(input);
    const broken = form.check([[`${id}-code`, code ? null : t.codeInvalid]]);
    if (broken || !code) {
      setProblem(broken);
      return;
    }
    setProblem(null);
    join.mutate(code, {
      onSuccess: (league) =>
        void navigate({ to: '/leagues/$leagueId', params: { leagueId: league.id } }),
    });
  };
  const error = problem ?? (join.isError ? leagueErrorMessage(join.error) : null);
  return (
    <section className="leagues-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.joinHeading}</h2>
      <form className="leagues-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`}>{t.codeLabel}</label>
        <input
          id={`${id}-code`}
          name="invite-code"
          type="text"
          value={input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.aria(`${id}-code`, `${id}-hint`)}
          onChange={(event) => setInput(event.target.value)}
        />
        <p id={`${id}-hint`} className="hint">
          {t.codeHint}
        </p>
        <Button type="submit" pending={join.isPending}>
          {t.joinButton}
        </Button>
        <FormMessage id={form.errorId} error={error} />
      </form>
    </section>
  );
}

/** My leagues, and the forms to create one or join one by code or link. */
export function LeaguesPage() {
  const query = useQuery(myLeaguesQuery);
  const data = query.data;
  return (
    <PageShell title={t.title} lead={t.lead}>
      <section className="leagues-mine" aria-labelledby="leagues-mine-title">
        {data ? (
          <>
            <h2 id="leagues-mine-title">{t.mineHeading(data.leagues.length, data.limit)}</h2>
            {data.leagues.length >= data.limit && (
              <p className="notice notice-bad">{t.atLimit(data.limit)}</p>
            )}
            {data.leagues.length === 0 ? (
              <p className="leagues-empty">{t.noneYet}</p>
            ) : (
              <ul className="league-list">
                {data.leagues.map((league) => (
                  <LeagueCard key={league.id} league={league} />
                ))}
              </ul>
            )}
          </>
        ) : (
          <>
            <h2 id="leagues-mine-title">{t.title}</h2>
            {query.isError ? (
              <div role="alert">
                <p>{gameMessageFor(query.error)}</p>
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {t.retry}
                </Button>
              </div>
            ) : (
              <p role="status" className="muted">
                {t.loading}
              </p>
            )}
          </>
        )}
      </section>
      <div className="leagues-forms">
        <CreateLeagueForm />
        <JoinLeagueForm />
      </div>
    </PageShell>
  );
}
