/** Upcoming waves (edit, cancel) and past waves (results, retry). */

import type { FamilyId, FraudId } from '@ffl/engine/ids';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bot, CircleCheck, CircleX, Clock, Hand, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import {
  type AdminWave,
  useCancelWave,
  useEditWave,
  useRetryWave,
  WAVE_PAGE_SIZE,
  wavesQuery,
} from './admin-api';
import { familyList, formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Badge, Pager, ProgressBar, QueryView } from './admin-ui';
import { fetchServerNow } from './use-server-clock';
import { draftProblem, resolveAt, toDraftBody, type WaveForm } from './wave-draft';
import { timeFieldId, WaveFormFields } from './wave-form-fields';

const T = ADMIN_TEXT.waves;

/** The list refreshes on its own, so a wave that lands while the page is open moves along. */
const LIST_REFRESH_MS = 5_000;

export function StatusBadge({ status }: { status: AdminWave['status'] }) {
  const label = T.status[status] ?? status;
  if (status === 'done') {
    return (
      <Badge tone="good">
        <CircleCheck size={14} aria-hidden="true" /> {label}
      </Badge>
    );
  }
  if (status === 'failed') {
    return (
      <Badge tone="bad">
        <TriangleAlert size={14} aria-hidden="true" /> {label}
      </Badge>
    );
  }
  if (status === 'cancelled') {
    return (
      <Badge tone="neutral">
        <CircleX size={14} aria-hidden="true" /> {label}
      </Badge>
    );
  }
  return (
    <Badge tone="accent">
      <Clock size={14} aria-hidden="true" /> {label}
    </Badge>
  );
}

function SourceBadge({ automatic }: { automatic: boolean }) {
  return automatic ? (
    <Badge tone="neutral">
      <Bot size={14} aria-hidden="true" /> {T.automaticTag}
    </Badge>
  ) : (
    <Badge tone="neutral">
      <Hand size={14} aria-hidden="true" /> {T.manualTag}
    </Badge>
  );
}

function WaveFacts({ wave }: { wave: AdminWave }) {
  return (
    <p className="admin-wave-facts">
      <span>
        {T.difficulty}: <strong>{T.difficulties[wave.difficulty]}</strong>
      </span>
      <span>
        {T.forecast}: <strong>{familyList(wave.forecast)}</strong>
      </span>
      <span>
        {T.attacks}: {wave.attacks.map((attack) => attack.name).join(', ')}
      </span>
    </p>
  );
}

/** A page of upcoming or past waves, refreshed while the console is open. */
function WaveList({
  when,
  label,
  empty,
  Item,
}: {
  when: 'upcoming' | 'past';
  label: string;
  empty: string;
  Item: (props: { wave: AdminWave }) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...wavesQuery(when, page), refetchInterval: LIST_REFRESH_MS });
  return (
    <QueryView query={query}>
      {(data) =>
        data.waves.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <>
            <ul className="admin-wave-list" aria-label={label}>
              {data.waves.map((wave) => (
                <Item key={wave.id} wave={wave} />
              ))}
            </ul>
            <Pager
              label={label}
              page={page}
              total={data.total}
              pageSize={WAVE_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )
      }
    </QueryView>
  );
}

export function UpcomingWaves() {
  return <WaveList when="upcoming" label={T.upcoming} empty={T.noUpcoming} Item={UpcomingWave} />;
}

function UpcomingWave({ wave }: { wave: AdminWave }) {
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelKey, setCancelKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelWave();
  const when = formatDateTime(wave.scheduledAt, timeZone);
  const title = T.waveOn(when);
  return (
    <li className="admin-wave">
      <div className="admin-wave-head">
        <h3 className="tabular">{title}</h3>
        <StatusBadge status={wave.status} />
        <SourceBadge automatic={wave.automatic} />
      </div>
      <WaveFacts wave={wave} />
      {wave.status === 'running' && <ProgressBar label={T.landing(wave.playersHit)} />}
      {wave.status === 'scheduled' && (
        <div className="admin-actions">
          <Link
            to="/admin/waves/$waveId"
            params={{ waveId: wave.id }}
            className="btn btn-secondary"
          >
            {T.previewTitle}
          </Link>
          <Button
            variant="secondary"
            aria-expanded={editing}
            onClick={() => {
              setDone(null);
              setEditing(!editing);
            }}
          >
            {editing ? T.closeEdit : T.edit}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setCancelKey(newIdempotencyKey());
              setConfirming(true);
            }}
          >
            {T.cancel}
          </Button>
        </div>
      )}
      <FormMessage success={done} />
      {editing && (
        <WaveEditor
          wave={wave}
          onSaved={() => {
            setEditing(false);
            setDone(T.edited);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={T.cancelTitle}
        confirmLabel={T.cancelConfirm}
        danger
        pending={cancel.isPending}
        onCancel={() => {
          cancel.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          cancel.mutate(
            { id: wave.id, idempotencyKey: cancelKey },
            { onSuccess: () => setConfirming(false) },
          )
        }
      >
        <p>{T.cancelBody(when)}</p>
        <FormMessage error={cancel.isError ? gameMessageFor(cancel.error) : null} />
      </ConfirmDialog>
    </li>
  );
}

function formOf(wave: AdminWave): WaveForm {
  return {
    difficulty: wave.difficulty,
    fraudIds:
      wave.difficulty === 'custom' ? wave.attacks.map((attack) => attack.fraudId as FraudId) : [],
    forecast: wave.forecast as FamilyId[],
    when: 'keep',
    inMinutes: '60',
    at: '',
  };
}

function WaveEditor({ wave, onSaved }: { wave: AdminWave; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const [form, setForm] = useState<WaveForm>(() => formOf(wave));
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditWave();
  const check = useFormCheck();
  const idPrefix = `edit-${wave.id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = draftProblem(form);
    check.blame(null);
    setProblem(wrong);
    if (wrong) return;
    let at: string | undefined;
    if (form.when === 'now') {
      at = new Date(await fetchServerNow(queryClient)).toISOString();
    } else if (form.when !== 'keep') {
      const resolved = resolveAt(form, await fetchServerNow(queryClient), timeZone);
      const late = check.check([[timeFieldId(idPrefix, form.when), resolved.problem ?? null]]);
      if (late) {
        setProblem(late);
        return;
      }
      at = resolved.at;
    }
    edit.mutate(
      { id: wave.id, ...toDraftBody(form), ...(at ? { at } : {}) },
      { onSuccess: onSaved },
    );
  };

  return (
    <form
      className="admin-form admin-edit"
      onSubmit={(event) => void onSubmit(event)}
      aria-label={T.editTitle}
      noValidate
    >
      <h4>{T.editTitle}</h4>
      <WaveFormFields idPrefix={idPrefix} form={form} onChange={setForm} allowKeep check={check} />
      <div className="admin-actions">
        <Button type="submit" pending={edit.isPending}>
          {T.saveEdit}
        </Button>
      </div>
      <FormMessage
        id={check.errorId}
        error={problem ?? (edit.isError ? gameMessageFor(edit.error) : null)}
      />
    </form>
  );
}

export function PastWaves() {
  return <WaveList when="past" label={T.past} empty={T.noPast} Item={PastWave} />;
}

function PastWave({ wave }: { wave: AdminWave }) {
  const timeZone = useTimeZone();
  const retry = useRetryWave();
  const title = T.waveOn(formatDateTime(wave.scheduledAt, timeZone));
  return (
    <li className="admin-wave">
      <div className="admin-wave-head">
        <h3 className="tabular">{title}</h3>
        <StatusBadge status={wave.status} />
        <SourceBadge automatic={wave.automatic} />
        {wave.status !== 'cancelled' && (
          <span className="muted tabular">{T.hits(wave.playersHit)}</span>
        )}
      </div>
      <WaveFacts wave={wave} />
      {wave.status === 'failed' && wave.error && <p className="admin-note">{wave.error}</p>}
      {wave.status !== 'cancelled' && (
        <div className="admin-actions">
          <Link
            to="/admin/waves/$waveId"
            params={{ waveId: wave.id }}
            className="btn btn-secondary"
          >
            {T.results}
            <span className="visually-hidden"> — {title}</span>
          </Link>
          {wave.status === 'failed' && (
            <Button
              variant="secondary"
              pending={retry.isPending}
              onClick={() => retry.mutate(wave.id)}
            >
              {T.retry}
            </Button>
          )}
        </div>
      )}
      <FormMessage
        error={retry.isError ? gameMessageFor(retry.error) : null}
        success={retry.isSuccess ? T.retried : null}
      />
    </li>
  );
}
