import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ban, CircleCheck, Crown, TriangleAlert } from 'lucide-react';
import { PageShell } from '../../components/layout/page-shell';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { PLAYER_PAGE_SIZE, type PlayerSummary, playersQuery } from './admin-api';
import { ADMIN_TEXT } from './admin-text';
import { Badge, Pager, QueryView, TableWrap } from './admin-ui';
import { SearchForm } from './search-form';

const T = ADMIN_TEXT.players;

export function PlayersPage({
  q,
  page,
  onSearch,
  onPage,
}: {
  q: string;
  page: number;
  onSearch: (search: { q: string }) => void;
  onPage: (page: number) => void;
}) {
  const query = useQuery(playersQuery(q, page));
  return (
    <PageShell title={T.title} lead={T.lead}>
      <SearchForm
        id="player-search"
        q={q}
        words={{ label: T.search, submit: T.searchButton, clear: T.clear }}
        onSearch={(next) => onSearch({ q: next })}
      />
      <QueryView query={query}>
        {(data) => (
          <>
            <p className="muted tabular" role="status">
              {T.count(data.total, q)}
            </p>
            {data.players.length === 0 ? (
              <p className="admin-empty">{T.none(q)}</p>
            ) : (
              <TableWrap label={T.tableLabel}>
                <table className="admin-table">
                  <caption>{T.tableLabel}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.name}</th>
                      <th scope="col">{T.email}</th>
                      <th scope="col">{T.role}</th>
                      <th scope="col">{T.state}</th>
                      <th scope="col" className="num">
                        {T.netWorth}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.players.map((player) => (
                      <PlayerRow key={player.id} player={player} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
            <Pager
              label={T.tableLabel}
              page={page}
              total={data.total}
              pageSize={PLAYER_PAGE_SIZE}
              onPage={onPage}
            />
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

function PlayerRow({ player }: { player: PlayerSummary }) {
  const name = player.name.trim() || player.email;
  return (
    <tr>
      <th scope="row">
        <Link to="/admin/players/$userId" params={{ userId: player.id }}>
          {name}
        </Link>
      </th>
      <td className="admin-cell-email">{player.email}</td>
      <td>
        <RoleBadge role={player.role} />
      </td>
      <td>
        <span className="admin-badges">
          <VerifiedBadge verified={player.emailVerified} />
          <AccessBadge disabled={player.disabled} archived={player.archived} />
        </span>
      </td>
      <td className="num tabular">{player.bank ? formatMoney(player.bank.netWorth) : T.noBank}</td>
    </tr>
  );
}

type Role = Schemas['Role'];

export function RoleBadge({ role }: { role: Role }) {
  const label = ADMIN_TEXT.roles[role];
  return role === 'player' ? (
    <Badge tone="neutral">{label}</Badge>
  ) : (
    <Badge tone="accent">
      <Crown size={14} aria-hidden="true" /> {label}
    </Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="good">
      <CircleCheck size={14} aria-hidden="true" /> {T.verified}
    </Badge>
  ) : (
    <Badge tone="warn">
      <TriangleAlert size={14} aria-hidden="true" /> {T.unverified}
    </Badge>
  );
}

export function AccessBadge({
  disabled,
  archived = false,
}: {
  disabled: boolean;
  archived?: boolean;
}) {
  return disabled ? (
    <Badge tone="bad">
      <Ban size={14} aria-hidden="true" /> {archived ? T.archived : T.disabled}
    </Badge>
  ) : (
    <Badge tone="neutral">{T.active}</Badge>
  );
}
