/**
 * A new wave: fill in the draft, preview its damage on every current loadout, then send or
 * schedule exactly the previewed wave (the preview's seed goes with it).
 */

import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { type AdminWave, usePreviewWave, useScheduleWave, type WavePreview } from './admin-api';
import { formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { TableWrap } from './admin-ui';
import { DistributionSummary, LossHistogram, StarsList } from './distribution-view';
import { fetchServerNow } from './use-server-clock';
import { draftProblem, resolveAt, sameDraft, toDraftBody, type WaveForm } from './wave-draft';
import { timeFieldId, WaveFormFields } from './wave-form-fields';
import { WaveProgress } from './wave-progress';

const T = ADMIN_TEXT.waves;

const START: WaveForm = {
  difficulty: 'random',
  fraudIds: [],
  forecast: [],
  when: 'now',
  inMinutes: '60',
  at: '',
};

export function WaveComposer() {
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WaveForm>(START);
  const [problem, setProblem] = useState<string | null>(null);
  // Each preview has its own Idempotency-Key: sending it twice (a double click, a retry) sends one wave.
  const [preview, setPreview] = useState<{
    form: WaveForm;
    result: WavePreview;
    key: string;
  } | null>(null);
  const [sent, setSent] = useState<{ wave: AdminWave; expected: number; now: boolean } | null>(
    null,
  );
  const previewWave = usePreviewWave();
  const scheduleWave = useScheduleWave();
  const check = useFormCheck();

  const stale = preview !== null && !sameDraft(preview.form, form);

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    scheduleWave.reset();
    const wrong = draftProblem(form);
    check.blame(null);
    setProblem(wrong);
    if (wrong) return;
    const snapshot = form;
    previewWave.mutate(toDraftBody(snapshot), {
      onSuccess: (result) => setPreview({ form: snapshot, result, key: newIdempotencyKey() }),
    });
  };

  const onSend = async () => {
    if (!preview) return;
    setProblem(null);
    let at: string | undefined;
    if (form.when !== 'now') {
      let serverNow: number;
      try {
        serverNow = await fetchServerNow(queryClient);
      } catch (error) {
        setProblem(gameMessageFor(error));
        return;
      }
      const resolved = resolveAt(form, serverNow, timeZone);
      const wrong = check.check([[timeFieldId('new-wave', form.when), resolved.problem ?? null]]);
      if (wrong) {
        setProblem(wrong);
        return;
      }
      at = resolved.at;
    }
    scheduleWave.mutate(
      {
        ...toDraftBody(preview.form),
        seed: preview.result.seed,
        ...(at ? { at } : {}),
        idempotencyKey: preview.key,
      },
      {
        onSuccess: (wave) => {
          setSent({ wave, expected: preview.result.distribution.players, now: !at });
          setPreview(null);
          setForm(START);
        },
      },
    );
  };

  const error =
    problem ??
    (previewWave.isError ? gameMessageFor(previewWave.error) : null) ??
    (scheduleWave.isError ? gameMessageFor(scheduleWave.error) : null);

  return (
    <div className="admin-composer">
      <form className="admin-form" onSubmit={onPreview} noValidate>
        <WaveFormFields idPrefix="new-wave" form={form} onChange={setForm} check={check} />
        <div className="admin-actions">
          <Button type="submit" pending={previewWave.isPending}>
            {T.preview}
          </Button>
        </div>
        <FormMessage id={check.errorId} error={error} />
      </form>

      {sent &&
        (sent.now ? (
          <WaveProgress waveId={sent.wave.id} expected={sent.expected} />
        ) : (
          <FormMessage success={T.scheduledFor(formatDateTime(sent.wave.scheduledAt, timeZone))} />
        ))}

      {preview && (
        <section className="admin-preview" aria-labelledby="wave-preview-title">
          <h3 id="wave-preview-title">{T.previewTitle}</h3>
          <p className="muted">{T.previewLead}</p>
          <PreviewAttacks preview={preview.result} />
          <DistributionSummary distribution={preview.result.distribution} />
          <LossHistogram distribution={preview.result.distribution} landed={false} />
          <StarsList stars={preview.result.distribution.stars} />
          {stale ? (
            <p className="admin-note" role="status">
              {T.previewStale}
            </p>
          ) : (
            <div className="admin-actions">
              <Button pending={scheduleWave.isPending} onClick={() => void onSend()}>
                {form.when === 'now' ? T.sendNow : T.schedule}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function PreviewAttacks({ preview }: { preview: WavePreview }) {
  return (
    <>
      <p className="tabular">
        {T.difficulty}: <strong>{T.difficulties[preview.difficulty]}</strong> · {T.forecast}:{' '}
        <strong>{preview.forecast.map((family) => FAMILY_NAMES[family]).join(', ')}</strong>
      </p>
      <AttackTable attacks={preview.attacks} label={T.attacks} />
    </>
  );
}

export function AttackTable({
  attacks,
  label,
}: {
  attacks: WavePreview['attacks'];
  label: string;
}) {
  return (
    <TableWrap label={label}>
      <table className="admin-table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{ADMIN_TEXT.learning.fraud}</th>
            <th scope="col">{ADMIN_TEXT.learning.family}</th>
            <th scope="col" className="num">
              {T.baseDamage}
            </th>
            <th scope="col" className="num">
              {T.danger}
            </th>
          </tr>
        </thead>
        <tbody>
          {attacks.map((attack) => (
            <tr key={attack.fraudId}>
              <td>{attack.name}</td>
              <td>{FAMILY_NAMES[attack.family]}</td>
              <td className="num tabular">{formatMoney(attack.baseDamage)}</td>
              <td className="num tabular">{attack.danger} / 4</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
