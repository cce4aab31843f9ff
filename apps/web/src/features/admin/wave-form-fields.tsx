/** The fields of a wave: difficulty, custom picks, forecast and time. Shared by new and edit. */

import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_NAMES, FRAUD_IDS } from '@ffl/engine/ids';
import { toZonedInputValue } from '../../lib/date-format';
import { formatMoney } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import type { useFormCheck } from '../../lib/use-form-check';
import { formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { useServerNow } from './use-server-clock';
import {
  DIFFICULTY_CHOICES,
  forecastChoices,
  toggle,
  type WaveForm,
  type When,
  withDifficulty,
} from './wave-draft';

const T = ADMIN_TEXT.waves;

/** An hour from now, on the minute, in the game master's time zone: a start for the date field. */
function defaultAt(timeZone: string): string {
  return toZonedInputValue(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000, timeZone);
}

/** The server's clock, ticking, so the game master picks times on the clock the waves use. */
function ServerTimeHint({ id }: { id: string }) {
  const timeZone = useTimeZone();
  const serverNow = useServerNow();
  return (
    <p id={id} className="hint admin-hint tabular">
      {serverNow === null
        ? ''
        : T.serverTime(formatDateTime(new Date(serverNow).toISOString(), timeZone))}
    </p>
  );
}

interface FieldsProps {
  /** Prefix for element ids, so two forms can be on one page. */
  idPrefix: string;
  form: WaveForm;
  onChange: (form: WaveForm) => void;
  /** Offer "keep the current time" (editing). */
  allowKeep?: boolean;
  disabled?: boolean;
  /** The form's checks, which mark the time field at fault (lib/use-form-check.ts). */
  check: ReturnType<typeof useFormCheck>;
}

/** The id of the time field the `when` choice shows, the one a time problem is about. */
export function timeFieldId(idPrefix: string, when: When): string {
  return when === 'at' ? `${idPrefix}-at` : `${idPrefix}-minutes`;
}

export function WaveFormFields({
  idPrefix,
  form,
  onChange,
  allowKeep = false,
  disabled = false,
  check,
}: FieldsProps) {
  const timeZone = useTimeZone();
  const families = forecastChoices(form.difficulty);
  const whenChoices: { value: When; label: string }[] = [
    ...(allowKeep ? [{ value: 'keep' as const, label: ADMIN_TEXT.waves.keepTime }] : []),
    { value: 'now', label: T.now },
    { value: 'in', label: T.inMinutes },
    { value: 'at', label: T.atTime },
  ];
  return (
    <fieldset className="admin-fieldset-group" disabled={disabled}>
      <fieldset className="admin-fieldset">
        <legend>{T.difficulty}</legend>
        <div className="admin-choices">
          {DIFFICULTY_CHOICES.map((difficulty) => (
            <label key={difficulty} className="admin-choice">
              <input
                type="radio"
                name={`${idPrefix}-difficulty`}
                value={difficulty}
                checked={form.difficulty === difficulty}
                onChange={() => onChange(withDifficulty(form, difficulty))}
              />
              <span>
                <strong>{T.difficulties[difficulty]}</strong>
                <span className="admin-choice-hint">{T.difficultyHint[difficulty]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {form.difficulty === 'custom' && (
        <fieldset className="admin-fieldset">
          <legend>
            {T.picks} <span className="muted tabular">({T.picked(form.fraudIds.length)})</span>
          </legend>
          <p className="hint admin-hint">{T.picksHint}</p>
          <ul className="admin-picks">
            {FRAUD_IDS.map((id) => {
              const fraud = FRAUDS[id];
              return (
                <li key={id}>
                  <label className="admin-pick">
                    <input
                      type="checkbox"
                      checked={form.fraudIds.includes(id)}
                      onChange={() => onChange({ ...form, fraudIds: toggle(form.fraudIds, id) })}
                    />
                    <span className="admin-pick-text">
                      <span className="admin-pick-name">{fraud.name}</span>
                      <span className="admin-pick-meta tabular">
                        {FAMILY_NAMES[fraud.family]} · {T.baseDamage}{' '}
                        {formatMoney(fraud.baseDamage)} · {T.dangerValue(fraud.danger)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <fieldset className="admin-fieldset">
        <legend>{T.forecast}</legend>
        <p className="hint admin-hint">{T.forecastHint}</p>
        <div className="admin-choices">
          {families.map((family) => (
            <label key={family} className="admin-choice">
              <input
                type="checkbox"
                checked={form.forecast.includes(family)}
                onChange={() => onChange({ ...form, forecast: toggle(form.forecast, family) })}
              />
              <span>{FAMILY_NAMES[family]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{T.when}</legend>
        <div className="admin-choices">
          {whenChoices.map((choice) => (
            <label key={choice.value} className="admin-choice">
              <input
                type="radio"
                name={`${idPrefix}-when`}
                value={choice.value}
                checked={form.when === choice.value}
                onChange={() =>
                  onChange({ ...form, when: choice.value, at: form.at || defaultAt(timeZone) })
                }
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {form.when === 'in' && (
          <div className="admin-field">
            <label htmlFor={`${idPrefix}-minutes`}>{T.minutes}</label>
            <input
              id={`${idPrefix}-minutes`}
              type="number"
              inputMode="numeric"
              min={1}
              max={525_600}
              step={1}
              value={form.inMinutes}
              {...check.aria(`${idPrefix}-minutes`)}
              onChange={(event) => onChange({ ...form, inMinutes: event.target.value })}
            />
          </div>
        )}
        {form.when === 'at' && (
          <div className="admin-field">
            <label htmlFor={`${idPrefix}-at`}>{T.dateTime}</label>
            <input
              id={`${idPrefix}-at`}
              type="datetime-local"
              value={form.at}
              {...check.aria(`${idPrefix}-at`, `${idPrefix}-at-hint`)}
              onChange={(event) => onChange({ ...form, at: event.target.value })}
            />
            <ServerTimeHint id={`${idPrefix}-at-hint`} />
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}
