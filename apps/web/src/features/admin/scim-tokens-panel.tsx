import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { formatDateTime } from './admin-format';
import { Badge, CopyButton, Panel, QueryView, TableWrap } from './admin-ui';
import {
  type CreatedScimToken,
  type ScimToken,
  scimTokensQuery,
  useCreateScimToken,
  useRevokeScimToken,
} from './scim-tokens-api';
import { SCIM_TOKENS_TEXT as T } from './scim-tokens-text';

/**
 * An organisation's SCIM tokens (owners only): the address to give the directory, the tokens by
 * name and first characters, making one (its secret shown once, with a copy button) and revoking
 * one after a confirmation. The organisation page places it.
 */
export function ScimTokensPanel({ organisationId }: { organisationId: string }) {
  const id = useId();
  const query = useQuery(scimTokensQuery(organisationId));
  return (
    <Panel title={T.heading} id={`${id}-scim`}>
      <p className="muted">{T.lead}</p>
      <QueryView query={query}>
        {(data) => (
          <>
            <div className="admin-field">
              <span>{T.baseUrl}</span>
              <p className="tabular">
                <code>{data.baseUrl}</code>{' '}
                <CopyButton
                  text={data.baseUrl}
                  label={T.copyAddress}
                  byHand={T.copyAddressByHand}
                />
              </p>
            </div>
            <TokenTable organisationId={organisationId} tokens={data.tokens} />
            <NewToken organisationId={organisationId} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function TokenTable({ organisationId, tokens }: { organisationId: string; tokens: ScimToken[] }) {
  const timeZone = useTimeZone();
  const revoke = useRevokeScimToken(organisationId);
  const [asking, setAsking] = useState<ScimToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (tokens.length === 0) return <p className="admin-empty">{T.none}</p>;
  const confirm = () => {
    if (!asking) return;
    revoke.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        setDone(T.revokedDone);
      },
      onError: (failure) => {
        setAsking(null);
        setError(gameMessageFor(failure));
      },
    });
  };
  return (
    <>
      <TableWrap label={T.caption}>
        <table className="admin-table">
          <caption className="visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.name}</th>
              <th scope="col">{T.columns.prefix}</th>
              <th scope="col">{T.columns.created}</th>
              <th scope="col">{T.columns.lastUsed}</th>
              <th scope="col">{T.columns.state}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <th scope="row">{token.name}</th>
                <td className="tabular">
                  <code>{token.prefix}…</code>
                </td>
                <td>
                  {formatDateTime(token.createdAt, timeZone)}
                  {token.createdBy ? <span className="muted"> {T.by(token.createdBy)}</span> : null}
                </td>
                <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, timeZone) : T.never}</td>
                <td>
                  {token.revokedAt ? (
                    <Badge tone="neutral">
                      {T.revoked(formatDateTime(token.revokedAt, timeZone))}
                    </Badge>
                  ) : (
                    <>
                      <Badge tone="good">{T.active}</Badge>{' '}
                      <Button
                        variant="ghost"
                        aria-label={T.revokeOf(token.name)}
                        onClick={() => {
                          setError(null);
                          setDone(null);
                          setAsking(token);
                        }}
                      >
                        {T.revoke}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <FormMessage error={error} success={done} />
      <ConfirmDialog
        open={asking !== null}
        title={T.revokeTitle}
        confirmLabel={T.revoke}
        danger
        pending={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <p>{T.revokeBody(asking?.name ?? '')}</p>
      </ConfirmDialog>
    </>
  );
}

function NewToken({ organisationId }: { organisationId: string }) {
  const id = useId();
  const create = useCreateScimToken(organisationId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (name.trim() === '') {
      setError(T.nameMissing);
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setName('');
        setCreated(answer);
      },
      onError: (failure) => setError(gameMessageFor(failure)),
    });
  };
  if (created) {
    return (
      <div className="admin-panel-note" role="status">
        <h3>{T.createdHeading}</h3>
        <p>
          <strong>{T.once}</strong>
        </p>
        <div className="admin-field">
          <span>{T.secretLabel}</span>
          <p>
            <code className="tabular">{created.secret}</code>{' '}
            <CopyButton text={created.secret} label={T.copy} byHand={T.copyByHand} />
          </p>
        </div>
        <p>
          {T.baseUrl}: <code>{created.baseUrl}</code>
        </p>
        <Button variant="secondary" onClick={() => setCreated(null)}>
          {T.done}
        </Button>
      </div>
    );
  }
  return (
    <form className="admin-search" onSubmit={onSubmit}>
      <div className="admin-field admin-search-field">
        <label htmlFor={`${id}-name`}>{T.nameLabel}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          autoComplete="off"
          placeholder={T.namePlaceholder}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="admin-actions">
        <Button type="submit" pending={create.isPending}>
          {T.create}
        </Button>
      </div>
      <FormMessage error={error} id={`${id}-error`} />
    </form>
  );
}
