import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api';
import { type LeaguePreview, leaguePreviewQuery, useJoinLeague } from './leagues-api';
import { isInviteCode, leagueErrorMessage } from './leagues-model';
import { leaguesText as t } from './leagues-text';
import './leagues.css';

function Preview({ preview }: { preview: LeaguePreview }) {
  const navigate = useNavigate();
  const join = useJoinLeague();
  const leagueId = preview.leagueId;
  return (
    <section className="leagues-panel join-card" aria-labelledby="join-league-name">
      <h2 id="join-league-name">{preview.name}</h2>
      <p className="join-facts">
        <Users size={18} aria-hidden="true" /> {t.previewMembers(preview.memberCount)}
      </p>
      <p className="join-facts">{t.previewOwner(preview.owner.bankName, preview.owner.manager)}</p>
      {preview.alreadyMember && leagueId ? (
        <>
          <p className="notice notice-good">{t.alreadyMember}</p>
          <Link to="/leagues/$leagueId" params={{ leagueId }} className="btn btn-primary">
            {t.openLeague}
          </Link>
        </>
      ) : (
        <>
          <Button
            pending={join.isPending}
            onClick={() =>
              join.mutate(preview.code, {
                onSuccess: (league) =>
                  void navigate({ to: '/leagues/$leagueId', params: { leagueId: league.id } }),
              })
            }
          >
            {t.joinNamed(preview.name)}
          </Button>
          <FormMessage error={join.isError ? leagueErrorMessage(join.error) : null} />
        </>
      )}
    </section>
  );
}

/** The target of an invite link: what the league is, then one button to join it. */
export function JoinPage({ code }: { code: string }) {
  const valid = isInviteCode(code);
  const normalized = code.toUpperCase();
  const query = useQuery({ ...leaguePreviewQuery(normalized), enabled: valid });
  let body: ReactNode;
  if (!valid) {
    body = (
      <div className="league-missing" role="alert">
        <p>{t.badLink}</p>
      </div>
    );
  } else if (query.data) {
    body = <Preview preview={query.data} />;
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <div className="league-missing" role="alert">
        <p>{leagueErrorMessage(query.error)}</p>
        {missing ? (
          <p>{t.oldLinkHint}</p>
        ) : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <p role="status" className="muted">
        {t.leagueLoading}
      </p>
    );
  }
  return (
    <PageShell title={t.joinTitle} lead={t.joinLead}>
      {body}
      <p>
        <Link to="/leagues">{t.toLeagues}</Link>
      </p>
    </PageShell>
  );
}
