import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api';
import { normaliseName } from '../../lib/names';
import { useFormCheck } from '../../lib/use-form-check';
import { RankedTables } from '../game/ranked-tables';
import { InviteLink } from './invite-link';
import { LeagueBadges } from './league-badges';
import { LeagueFeed } from './league-feed';
import { LeaguePodiumCard } from './league-podium';
import {
  type LeagueDetail,
  type LeagueMember,
  leagueDetailQuery,
  useLeaveOrDelete,
  useRegenerateCode,
  useRemoveMember,
  useRenameLeague,
} from './leagues-api';
import { checkLeagueName, leagueErrorMessage } from './leagues-model';
import { leaguesText as t } from './leagues-text';
import './leagues.css';

type Pending =
  | { kind: 'remove'; member: LeagueMember & { bankId: string } }
  | { kind: 'regenerate' }
  | { kind: 'delete' }
  | { kind: 'leave' }
  | null;

function MemberList({
  league,
  onRemove,
}: {
  league: LeagueDetail;
  onRemove: (member: LeagueMember & { bankId: string }) => void;
}) {
  return (
    <ul className="member-list">
      {league.members.map((member, index) => {
        const bankId = member.bankId;
        return (
          <li key={bankId ?? `hidden-${index}`} className="member">
            <div className="member-who">
              <span className="member-bank">{member.bankName}</span>
              {member.isOwner && <span className="league-badge">{t.owner}</span>}
              {member.isMe && <span className="league-badge league-badge-you">{t.you}</span>}
              {member.manager && <span className="member-manager">{member.manager}</span>}
            </div>
            {league.isOwner && !member.isMe && bankId && (
              <Button
                variant="secondary"
                aria-label={t.remove(member.bankName)}
                onClick={() => onRemove({ ...member, bankId })}
              >
                {t.removeShort}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RenameForm({ league }: { league: LeagueDetail }) {
  const id = useId();
  const rename = useRenameLeague(league.id);
  const [name, setName] = useState(league.name);
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
    rename.mutate(normaliseName(name));
  };
  return (
    <form className="leagues-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`}>{t.renameLabel}</label>
      <input
        id={`${id}-name`}
        type="text"
        value={name}
        autoComplete="off"
        required
        {...form.aria(`${id}-name`)}
        onChange={(event) => {
          setName(event.target.value);
          rename.reset();
        }}
      />
      <Button type="submit" variant="secondary" pending={rename.isPending}>
        {t.renameButton}
      </Button>
      <FormMessage
        id={form.errorId}
        error={problem ?? (rename.isError ? leagueErrorMessage(rename.error) : null)}
        success={rename.isSuccess ? t.renamed : null}
      />
    </form>
  );
}

function LeagueView({ league }: { league: LeagueDetail }) {
  const navigate = useNavigate();
  const remove = useRemoveMember(league.id);
  const regenerate = useRegenerateCode(league.id);
  const leaveOrDelete = useLeaveOrDelete(league.id);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const owner = league.members.find((member) => member.isOwner);
  const ownerName = owner?.manager ? `${owner.bankName} (${owner.manager})` : owner?.bankName;

  const active =
    pending?.kind === 'remove'
      ? remove
      : pending?.kind === 'regenerate'
        ? regenerate
        : leaveOrDelete;
  const close = () => {
    setPending(null);
    remove.reset();
    regenerate.reset();
    leaveOrDelete.reset();
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'remove') {
      const name = pending.member.bankName;
      remove.mutate(pending.member.bankId, {
        onSuccess: () => {
          setPending(null);
          setNotice(t.removed(name));
        },
      });
    } else if (pending.kind === 'regenerate') {
      regenerate.mutate(undefined, {
        onSuccess: () => {
          setPending(null);
          setNotice(t.regenerated);
        },
      });
    } else {
      leaveOrDelete.mutate(pending.kind, { onSuccess: () => void navigate({ to: '/leagues' }) });
    }
  };

  const dialog = (() => {
    switch (pending?.kind) {
      case 'remove':
        return {
          title: t.removeTitle,
          body: t.removeBody(pending.member.bankName),
          label: t.removeConfirm,
        };
      case 'regenerate':
        return { title: t.regenerateTitle, body: t.regenerateBody, label: t.regenerateConfirm };
      case 'delete':
        return { title: t.deleteTitle, body: t.deleteBody(league.name), label: t.deleteConfirm };
      case 'leave':
        return { title: t.leaveTitle, body: t.leaveBody(league.name), label: t.leaveConfirm };
      default:
        return null;
    }
  })();

  return (
    <PageShell
      title={league.name}
      lead={`${t.members(league.memberCount)}. ${
        league.isOwner ? t.ownedByYou : ownerName ? t.ownedBy(ownerName) : ''
      }`}
    >
      <p className="league-notice" role="status">
        {notice}
      </p>
      <div className="league-grid">
        <LeaguePodiumCard podium={league.podium} />

        <section className="leagues-panel league-table" aria-labelledby="league-table-title">
          <h2 id="league-table-title">{t.tableHeading}</h2>
          {/* The podium above names the biggest climber already. */}
          <RankedTables
            name={league.name}
            table={{ ...league.table, biggestClimber: null }}
            empty={t.tableEmpty}
          />
          <p>
            <Link to="/leaderboard" search={{ tab: league.id }}>
              {t.onLeaderboard}
            </Link>
          </p>
        </section>

        <LeagueFeed leagueId={league.id} />

        <section className="leagues-panel" aria-labelledby="league-invite-title">
          <h2 id="league-invite-title">{t.inviteHeading}</h2>
          <p className="muted">{t.inviteLead}</p>
          <InviteLink code={league.code} joinPath={league.joinPath} />
        </section>

        <section className="leagues-panel" aria-labelledby="league-members-title">
          <h2 id="league-members-title">{t.membersHeading}</h2>
          <MemberList
            league={league}
            onRemove={(member) => setPending({ kind: 'remove', member })}
          />
        </section>

        <LeagueBadges leagueId={league.id} />

        {league.isOwner ? (
          <section className="leagues-panel" aria-labelledby="league-manage-title">
            <h2 id="league-manage-title">{t.manageHeading}</h2>
            <RenameForm league={league} />
            <div className="league-actions">
              <Button variant="secondary" onClick={() => setPending({ kind: 'regenerate' })}>
                {t.regenerate}
              </Button>
              <Button className="btn-danger" onClick={() => setPending({ kind: 'delete' })}>
                {t.deleteButton}
              </Button>
            </div>
          </section>
        ) : (
          <section className="leagues-panel" aria-labelledby="league-leave-title">
            <h2 id="league-leave-title">{t.leaveHeading}</h2>
            <p className="muted">{t.leaveLead}</p>
            <Button variant="secondary" onClick={() => setPending({ kind: 'leave' })}>
              {t.leaveButton}
            </Button>
          </section>
        )}
      </div>

      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.label ?? ''}
        danger={pending?.kind === 'delete' || pending?.kind === 'remove'}
        pending={active.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{dialog?.body}</p>
        <FormMessage error={active.isError ? leagueErrorMessage(active.error) : null} />
      </ConfirmDialog>
    </PageShell>
  );
}

/** A league I am in: invite link, its table, members, and the owner's or member's actions. */
export function LeagueDetailPage({ leagueId }: { leagueId: string }) {
  const query = useQuery(leagueDetailQuery(leagueId));
  if (query.data) return <LeagueView league={query.data} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageShell title={t.title}>
        <div className="league-missing" role="alert">
          <p>{leagueErrorMessage(query.error)}</p>
          {!missing && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          )}
        </div>
        <Link to="/leagues">{t.notFoundBack}</Link>
      </PageShell>
    );
  }
  return (
    <PageShell title={t.title}>
      <p role="status" className="muted">
        {t.leagueLoading}
      </p>
    </PageShell>
  );
}
