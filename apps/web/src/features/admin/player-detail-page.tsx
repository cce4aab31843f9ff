import { DEFENSES } from '@ffl/engine/catalogue';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { isOwner } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { sessionQuery } from '../../lib/session';
import { useTimeZone } from '../../lib/time-zone';
import {
  type PlayerDetail,
  playerQuery,
  useArchive,
  useMovePlayer,
  useSetDisabled,
  useSetRole,
} from './admin-api';
import { formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { CopyId, Panel, QueryView } from './admin-ui';
import { cohortsQuery } from './cohorts-api';
import { AccessBadge, RoleBadge, VerifiedBadge } from './players-page';

const T = ADMIN_TEXT.player;

export function PlayerDetailPage({ userId }: { userId: string }) {
  const query = useQuery(playerQuery(userId));
  const title = query.data ? query.data.name.trim() || query.data.email : ADMIN_TEXT.players.title;
  return (
    <PageShell title={title}>
      <p>
        <Link to="/admin/players">{T.back}</Link>
      </p>
      <QueryView query={query}>{(player) => <PlayerView player={player} />}</QueryView>
    </PageShell>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="admin-facts">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PlayerView({ player }: { player: PlayerDetail }) {
  const timeZone = useTimeZone();
  const bank = player.bank;
  const last = bank?.lastWave ?? null;
  return (
    <div className="admin-grid">
      <Panel title={T.account} id="player-account">
        <Facts>
          <Fact label={ADMIN_TEXT.players.email}>
            <span className="break">{player.email}</span>
          </Fact>
          <Fact label={T.verification}>
            <VerifiedBadge verified={player.emailVerified} />
          </Fact>
          <Fact label={ADMIN_TEXT.players.role}>
            <RoleBadge role={player.role} />
          </Fact>
          <Fact label={ADMIN_TEXT.players.state}>
            <AccessBadge disabled={player.disabled} archived={player.archived} />
          </Fact>
          <Fact label={T.cohort}>{player.cohort?.name ?? T.noCohort}</Fact>
          {player.manages.length > 0 && (
            <Fact label={T.manages}>{player.manages.map((c) => c.name).join(', ')}</Fact>
          )}
          <Fact label={T.joined}>
            <span className="tabular">{formatDateTime(player.createdAt, timeZone)}</span>
          </Fact>
        </Facts>
      </Panel>

      <Panel title={T.access} id="player-access">
        <AccessActions player={player} />
        <CohortControl key={player.cohort?.id ?? 'none'} player={player} />
        <p>
          <Link to="/admin/players/$userId/work" params={{ userId: player.id }}>
            {T.openWork}
          </Link>
        </p>
      </Panel>

      <Panel title={T.bank} id="player-bank">
        {bank ? (
          <Facts>
            <Fact label={T.bankName}>{bank.name}</Fact>
            <Fact label={T.anonymous}>
              {bank.anonymous ? ADMIN_TEXT.common.yes : ADMIN_TEXT.common.no}
            </Fact>
            <Fact label={T.cash}>
              <span className="tabular">{formatMoney(bank.cash)}</span>
            </Fact>
            <Fact label={T.invested}>
              <span className="tabular">{formatMoney(bank.invested)}</span>
            </Fact>
            <Fact label={T.netWorth}>
              <strong className="tabular">{formatMoney(bank.netWorth)}</strong>
            </Fact>
          </Facts>
        ) : (
          <p className="admin-empty">{T.noBank}</p>
        )}
      </Panel>

      <Panel title={T.lastReport} id="player-report">
        {last ? (
          <>
            <Facts>
              <Fact label={ADMIN_TEXT.results.landedAt}>
                <span className="tabular">{formatDateTime(last.createdAt, timeZone)}</span>
              </Fact>
              <Fact label={ADMIN_TEXT.waves.stars}>{T.stars(last.stars)}</Fact>
              <Fact label={ADMIN_TEXT.results.netChange}>
                <span className="tabular">{formatMoneyChange(last.netChange)}</span>
              </Fact>
              <Fact label={ADMIN_TEXT.results.report}>
                <CopyId id={last.id} what={T.lastReportId} />
              </Fact>
            </Facts>
            <Link to="/admin/waves/$waveId" params={{ waveId: last.waveId }}>
              {ADMIN_TEXT.dashboard.seeResults}
            </Link>
          </>
        ) : (
          <p className="admin-empty">{T.noReport}</p>
        )}
      </Panel>

      <Panel title={T.quizzes} id="player-quizzes">
        <p className="tabular">{T.quizzesPassed(player.quizzesPassed, FRAUD_IDS.length)}</p>
        <progress
          className="admin-meter"
          aria-label={T.quizzes}
          max={FRAUD_IDS.length}
          value={Math.min(player.quizzesPassed, FRAUD_IDS.length)}
        />
      </Panel>

      <Panel title={T.defenses} id="player-defenses">
        {player.owned.length === 0 ? (
          <p className="admin-empty">{T.noDefenses}</p>
        ) : (
          <ul className="admin-plain-list">
            {player.owned.map((owned) => (
              <li key={owned.defenseId}>
                <strong>{DEFENSES[owned.defenseId].name}</strong> — {T.level(owned.level)} (
                {DEFENSES[owned.defenseId].levelNames[owned.level - 1]}),{' '}
                <span className="tabular">{formatMoney(owned.invested)}</span>
              </li>
            ))}
          </ul>
        )}
        {player.recentWaves.length > 0 && (
          <>
            <h3 className="admin-subhead">{T.recent}</h3>
            <ul className="admin-plain-list">
              {player.recentWaves.map((wave) => (
                <li key={wave.id} className="tabular">
                  <Link to="/admin/waves/$waveId" params={{ waveId: wave.waveId }}>
                    {formatDateTime(wave.createdAt, timeZone)}
                  </Link>{' '}
                  — {T.stars(wave.stars)}, {formatMoneyChange(wave.netChange)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}

type GrantableRole = 'owner' | 'admin' | 'player';
type Pending = GrantableRole | 'disable' | 'enable' | 'archive' | null;
const GRANTABLE: readonly GrantableRole[] = ['owner', 'admin', 'player'];

function AccessActions({ player }: { player: PlayerDetail }) {
  const [asking, setAsking] = useState<Pending>(null);
  const [askKey, setAskKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<string | null>(null);
  const viewerIsOwner = isOwner(useQuery(sessionQuery).data?.user.role);
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();
  const archive = useArchive();
  const who = player.name.trim() || player.email;
  const error = setRole.isError
    ? gameMessageFor(setRole.error)
    : setDisabled.isError
      ? gameMessageFor(setDisabled.error)
      : archive.isError
        ? gameMessageFor(archive.error)
        : null;

  const ask = (what: Pending) => {
    setDone(null);
    setRole.reset();
    setDisabled.reset();
    archive.reset();
    setAskKey(newIdempotencyKey());
    setAsking(what);
  };

  const confirm = () => {
    const close = (message: string) => () => {
      setAsking(null);
      setDone(message);
    };
    const fail = () => setAsking(null);
    if (asking === 'archive') {
      archive.mutate(
        { id: player.id, on: true, confirm: { email: player.email, idempotencyKey: askKey } },
        { onSuccess: close(T.archivedDone), onError: fail },
      );
    } else if (asking === 'disable' || asking === 'enable') {
      setDisabled.mutate(
        {
          id: player.id,
          on: asking === 'disable',
          // Disabling ends the player's sessions: the server wants the address it is about.
          confirm: { email: player.email, idempotencyKey: askKey },
        },
        { onSuccess: close(asking === 'disable' ? T.disabledDone : T.enabledDone), onError: fail },
      );
    } else if (asking) {
      // A role is power over every player: the server wants the address it is about.
      setRole.mutate(
        { id: player.id, role: asking, confirm: { email: player.email, idempotencyKey: askKey } },
        { onSuccess: close(T.roleDone(ADMIN_TEXT.roles[asking])), onError: fail },
      );
    }
  };

  const dialogOf = (what: Exclude<Pending, null>) => {
    switch (what) {
      case 'disable':
        return { title: T.disableTitle, body: T.disableBody(who), label: T.disable, danger: true };
      case 'enable':
        return { title: T.enableTitle, body: T.enableBody(who), label: T.enable, danger: false };
      case 'archive':
        return { title: T.archiveTitle, body: T.archiveBody(who), label: T.archive, danger: true };
      default:
        return {
          title: T.roleTitle[what],
          body: T.roleBody[what](who),
          label: T.makeRole[what],
          danger: what === 'player',
        };
    }
  };
  const open = asking ? dialogOf(asking) : null;

  return (
    <>
      <div className="admin-actions">
        {viewerIsOwner &&
          GRANTABLE.filter((role) => role !== player.role).map((role) => (
            <Button key={role} variant="secondary" onClick={() => ask(role)}>
              {T.makeRole[role]}
            </Button>
          ))}
        <Button variant="secondary" onClick={() => ask(player.disabled ? 'enable' : 'disable')}>
          {player.disabled ? T.enable : T.disable}
        </Button>
        {!player.archived && (
          <Button variant="secondary" onClick={() => ask('archive')}>
            {T.archive}
          </Button>
        )}
      </div>
      <FormMessage error={error} success={done} />
      <ConfirmDialog
        open={open !== null}
        title={open?.title ?? ''}
        confirmLabel={open?.label ?? ''}
        danger={open?.danger ?? false}
        pending={setRole.isPending || setDisabled.isPending || archive.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <p>{open?.body}</p>
      </ConfirmDialog>
    </>
  );
}

/** The player's cohort, and the game master's control to move them. */
function CohortControl({ player }: { player: PlayerDetail }) {
  const cohorts = useQuery(cohortsQuery);
  const move = useMovePlayer();
  const [choice, setChoice] = useState(player.cohort?.id ?? '');
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const cohortId = choice === '' ? null : choice;
    move.mutate(
      { id: player.id, cohortId },
      { onSuccess: (after) => setDone(T.moved(after.cohort?.name ?? null)) },
    );
  };
  return (
    <form className="admin-search" onSubmit={onSubmit}>
      <div className="admin-field admin-search-field">
        <label htmlFor="player-cohort">{T.moveTo}</label>
        <select id="player-cohort" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">{T.noCohort}</option>
          {(cohorts.data?.cohorts ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-actions">
        <Button
          type="submit"
          variant="secondary"
          pending={move.isPending}
          disabled={choice === (player.cohort?.id ?? '')}
        >
          {T.move}
        </Button>
      </div>
      <FormMessage error={move.isError ? gameMessageFor(move.error) : null} success={done} />
    </form>
  );
}
