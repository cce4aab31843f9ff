import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { gameMessageFor } from '../../lib/error-messages';
import type { Preferences } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { useSavePreferences } from './settings-api';
import { hoursBeforeProblem, notificationsSummary } from './settings-forms';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

/** One notification e-mail: a checkbox that reads as a switch, with what it sends under it. */
function Switch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="settings-optin">
      <label className="settings-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="hint settings-optin-hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * The notification e-mails, saved together: the three opt-in ones are off until the player turns
 * them on; the season's end is on until turned off.
 */
export function NotificationsSection({ preferences }: { preferences: Preferences }) {
  const id = useId();
  const hoursId = `${id}-hours`;
  const [waveSoon, setWaveSoon] = useState(preferences.waveSoon.on);
  const [hours, setHours] = useState(String(preferences.waveSoon.hoursBefore));
  const [waveResults, setWaveResults] = useState(preferences.waveResults.on);
  const [reminders, setReminders] = useState(preferences.reminders.on);
  const [seasonEnd, setSeasonEnd] = useState(preferences.seasonEnd.on);
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  // The server's values changed (a save, or an unsubscribe link used meanwhile): the form
  // starts again from them, and keeps the line that says what happened.
  const server = JSON.stringify([
    preferences.waveSoon,
    preferences.waveResults,
    preferences.reminders,
    preferences.seasonEnd,
  ]);
  const [seen, setSeen] = useState(server);
  if (seen !== server) {
    setSeen(server);
    setWaveSoon(preferences.waveSoon.on);
    setHours(String(preferences.waveSoon.hoursBefore));
    setWaveResults(preferences.waveResults.on);
    setReminders(preferences.reminders.on);
    setSeasonEnd(preferences.seasonEnd.on);
  }
  const form = useFormCheck();
  const save = useSavePreferences();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check([[hoursId, hoursBeforeProblem(hours)]]);
    if (problem) {
      setOutcome({ error: problem, success: null });
      return;
    }
    setOutcome({ error: null, success: null });
    save.mutate(
      {
        waveSoon: { on: waveSoon, hoursBefore: Number(hours.trim()) },
        waveResults: { on: waveResults },
        reminders: { on: reminders },
        seasonEnd: { on: seasonEnd },
      },
      {
        onSuccess: (next) => setOutcome({ error: null, success: notificationsSummary(next) }),
        onError: (error) => setOutcome({ error: gameMessageFor(error), success: null }),
      },
    );
  };
  return (
    <SettingsSection title={t.notificationsHeading} lead={t.notificationsLead}>
      <form className="settings-form" onSubmit={submit} noValidate>
        <fieldset className="settings-optins" aria-busy={save.isPending || undefined}>
          <legend className="visually-hidden">{t.notificationsHeading}</legend>
          <Switch
            id={`${id}-wave-soon`}
            label={t.waveSoonLabel}
            hint={t.waveSoonHint}
            checked={waveSoon}
            onChange={setWaveSoon}
          />
          <div className="settings-hours">
            <label htmlFor={hoursId}>{t.hoursBeforeLabel}</label>
            <input
              id={hoursId}
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              step={1}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              {...form.aria(hoursId, `${hoursId}-hint`)}
            />
            <p id={`${hoursId}-hint`} className="hint">
              {t.hoursBeforeHint}
            </p>
          </div>
          <Switch
            id={`${id}-wave-results`}
            label={t.waveResultsLabel}
            hint={t.waveResultsHint}
            checked={waveResults}
            onChange={setWaveResults}
          />
          <Switch
            id={`${id}-reminders`}
            label={t.remindersLabel}
            hint={t.remindersHint}
            checked={reminders}
            onChange={setReminders}
          />
          <Switch
            id={`${id}-season-end`}
            label={t.seasonEndLabel}
            hint={t.seasonEndHint}
            checked={seasonEnd}
            onChange={setSeasonEnd}
          />
        </fieldset>
        <Button type="submit" pending={save.isPending}>
          {t.saveNotifications}
        </Button>
        <ResultLine errorId={form.errorId} error={outcome.error} success={outcome.success} />
      </form>
    </SettingsSection>
  );
}
