import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import type { Schemas } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { Badge, Panel, QueryView, TableWrap } from './admin-ui';
import {
  ltiPlatformsQuery,
  useAddLtiPlatform,
  useApproveLtiPlatform,
  useRemoveLtiPlatform,
} from './lti-api';
import { LTI_TEXT as T } from './lti-text';
import './lti.css';

type Platform = Schemas['LtiPlatform'];
type Addresses = Schemas['LtiPlatformList']['addresses'];

/** The owner's learning platforms (LTI 1.3): the tool's addresses, the platforms, a new one. */
export function LtiPage() {
  const query = useQuery(ltiPlatformsQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={query}>
        {(data) => (
          <>
            <AddressList addresses={data.addresses} />
            {data.platforms.length === 0 ? (
              <p className="admin-empty">{T.none}</p>
            ) : (
              <PlatformTable platforms={data.platforms} />
            )}
          </>
        )}
      </QueryView>
      <NewPlatformForm />
    </PageShell>
  );
}

function AddressList({ addresses }: { addresses: Addresses }) {
  const rows = Object.entries(T.addresses) as [keyof Addresses, string][];
  return (
    <Panel title={T.addressesHeading} id="lti-addresses">
      <p className="muted">{T.addressesLead}</p>
      <dl className="lti-addresses">
        {rows.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <code>{addresses[key]}</code>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function PlatformTable({ platforms }: { platforms: Platform[] }) {
  const [message, setMessage] = useState<{ error?: string; success?: string } | null>(null);
  return (
    <>
      <TableWrap label={T.tableLabel}>
        <table className="admin-table">
          <caption>{T.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{T.name}</th>
              <th scope="col">{T.issuer}</th>
              <th scope="col">{T.clientId}</th>
              <th scope="col">{T.deployments}</th>
              <th scope="col">{T.status}</th>
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => (
              <PlatformRow key={platform.id} platform={platform} onMessage={setMessage} />
            ))}
          </tbody>
        </table>
      </TableWrap>
      <FormMessage error={message?.error} success={message?.success} />
    </>
  );
}

function PlatformRow({
  platform,
  onMessage,
}: {
  platform: Platform;
  onMessage: (message: { error?: string; success?: string }) => void;
}) {
  const approve = useApproveLtiPlatform();
  const remove = useRemoveLtiPlatform();
  const [confirm, setConfirm] = useState('');
  const confirmId = `lti-remove-${platform.id}`;
  const onRemove = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { platformId: platform.id, confirm },
      {
        onSuccess: () => onMessage({ success: T.removed(platform.name) }),
        onError: (error) => onMessage({ error: gameMessageFor(error) }),
      },
    );
  };
  return (
    <tr>
      <th scope="row">{platform.name}</th>
      <td className="lti-wrap">{platform.issuer}</td>
      <td className="lti-wrap">{platform.clientId}</td>
      <td>{platform.deploymentIds.join(', ')}</td>
      <td>
        {platform.enabled ? (
          <Badge tone="good">{T.enabled}</Badge>
        ) : (
          <Badge tone="warn">{T.waiting}</Badge>
        )}
        {platform.source === 'dynamic' ? <p className="muted">{T.dynamic}</p> : null}
      </td>
      <td>
        {platform.enabled ? null : (
          <Button
            variant="secondary"
            pending={approve.isPending}
            onClick={() =>
              approve.mutate(platform.id, {
                onSuccess: () => onMessage({ success: T.approved(platform.name) }),
                onError: (error) => onMessage({ error: gameMessageFor(error) }),
              })
            }
          >
            {T.approve(platform.name)}
          </Button>
        )}
        <form className="admin-form" onSubmit={onRemove}>
          <label htmlFor={confirmId}>{T.confirmLabel(platform.name)}</label>
          <input
            id={confirmId}
            value={confirm}
            autoComplete="off"
            aria-describedby={`${confirmId}-hint`}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <p id={`${confirmId}-hint`} className="muted">
            {T.confirmHint}
          </p>
          <Button type="submit" variant="secondary" pending={remove.isPending}>
            {T.remove(platform.name)}
          </Button>
        </form>
      </td>
    </tr>
  );
}

const EMPTY = {
  name: '',
  issuer: '',
  clientId: '',
  authLoginUrl: '',
  tokenUrl: '',
  jwksUrl: '',
  deploymentIds: '',
};
type Field = keyof typeof EMPTY;

function NewPlatformForm() {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddLtiPlatform();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const deploymentIds = values.deploymentIds.split(/[\s,]+/).filter(Boolean);
    const missing = (Object.keys(EMPTY) as Field[]).some((field) => values[field].trim() === '');
    if (missing || deploymentIds.length === 0) {
      setProblem(T.required);
      return;
    }
    setProblem(null);
    add.mutate(
      {
        name: values.name.trim(),
        issuer: values.issuer.trim(),
        clientId: values.clientId.trim(),
        authLoginUrl: values.authLoginUrl.trim(),
        tokenUrl: values.tokenUrl.trim(),
        jwksUrl: values.jwksUrl.trim(),
        deploymentIds,
      },
      {
        onSuccess: (platform) => {
          setValues(EMPTY);
          setDone(T.created(platform.name));
        },
        // The server's words: an address on plain http, a platform registered already.
        onError: (error) => setProblem(gameMessageFor(error)),
      },
    );
  };
  return (
    <Panel title={T.createHeading} id="new-lti-platform">
      <p className="muted">{T.createLead}</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {(Object.keys(EMPTY) as Field[]).map((field) => (
          <div className="admin-field" key={field}>
            <label htmlFor={`lti-${field}`}>{T.fields[field]}</label>
            <input
              id={`lti-${field}`}
              value={values[field]}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              aria-describedby={
                [field === 'deploymentIds' ? 'lti-deployment-hint' : '', problem ? 'lti-error' : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              aria-invalid={problem && values[field].trim() === '' ? true : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
            {field === 'deploymentIds' ? (
              <p id="lti-deployment-hint" className="muted">
                {T.deploymentHint}
              </p>
            ) : null}
          </div>
        ))}
        <div className="admin-actions">
          <Button type="submit" pending={add.isPending}>
            {T.create}
          </Button>
        </div>
      </form>
      <FormMessage id="lti-error" error={problem} success={done} />
    </Panel>
  );
}
