import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatDayTime } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import {
  browserTimeZone,
  groupTimeZones,
  isKnownTimeZone,
  knownTimeZones,
  type Preferences,
} from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { useSavePreferences } from './settings-api';
import { timeZoneProblem, zoneAfterSearch } from './settings-forms';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

/**
 * The player's time zone: what it is now, a list of every zone the browser knows (grouped by
 * region, narrowed by a search) and a one-click "this browser's zone".
 */
export function TimeZoneSection({ preferences }: { preferences: Preferences }) {
  const id = useId();
  const searchId = `${id}-search`;
  const selectId = `${id}-zone`;
  const browser = useMemo(browserTimeZone, []);
  const zones = useMemo(knownTimeZones, []);
  const current = preferences.timeZone;
  const shown = current ?? browser;
  const [chosen, setChosen] = useState(shown);
  // A zone saved here or elsewhere: the list starts again from it.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setChosen(shown);
  }
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupTimeZones(zones, search, chosen), [zones, search, chosen]);
  const matches = useMemo(
    () => groupTimeZones(zones, search).reduce((count, group) => count + group.zones.length, 0),
    [zones, search],
  );
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const [saving, setSaving] = useState<'list' | 'browser' | null>(null);
  const form = useFormCheck();
  const save = useSavePreferences();

  const saveZone = (zone: string, via: 'list' | 'browser') => {
    const problem = form.check([[selectId, timeZoneProblem(zone, current, isKnownTimeZone)]]);
    if (problem) {
      setOutcome({ error: problem, success: null });
      return;
    }
    setOutcome({ error: null, success: null });
    setSaving(via);
    save.mutate(
      { timeZone: zone },
      {
        onSuccess: (next) => {
          const saved = next.timeZone ?? zone;
          setOutcome({
            error: null,
            success: t.timeZoneSaved(saved, formatDayTime(Date.now(), saved)),
          });
        },
        onError: (error) => setOutcome({ error: gameMessageFor(error), success: null }),
        onSettled: () => setSaving(null),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveZone(chosen, 'list');
  };

  return (
    <SettingsSection title={t.timeZoneHeading} lead={t.timeZoneLead}>
      <p className="settings-zone-now">
        {current
          ? t.timeZoneCurrent(current, formatDayTime(Date.now(), current))
          : t.timeZoneNotSet(browser)}
      </p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <label htmlFor={searchId}>{t.timeZoneSearch}</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={search}
          aria-describedby={`${searchId}-hint ${searchId}-count`}
          onChange={(event) => {
            const next = event.target.value;
            setSearch(next);
            setChosen(zoneAfterSearch(zones, next, chosen));
          }}
        />
        <p id={`${searchId}-hint`} className="hint">
          {t.timeZoneSearchHint}
        </p>
        <p id={`${searchId}-count`} className="hint settings-zone-count" aria-live="polite">
          {search.trim() === ''
            ? ''
            : matches === 0
              ? t.timeZoneNoMatch
              : t.timeZoneMatches(matches)}
        </p>
        <label htmlFor={selectId}>{t.timeZoneSelect}</label>
        <select
          id={selectId}
          className="settings-select"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          {...form.aria(selectId)}
        >
          {groups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.zones.map(({ zone, city }) => (
                <option key={zone} value={zone}>
                  {city}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <div className="settings-actions">
          <Button type="submit" pending={saving === 'list'} disabled={saving !== null}>
            {t.saveTimeZone}
          </Button>
          <Button
            variant="secondary"
            pending={saving === 'browser'}
            disabled={saving !== null}
            aria-describedby={`${id}-browser`}
            onClick={() => {
              setChosen(browser);
              saveZone(browser, 'browser');
            }}
          >
            {t.useBrowserTimeZone}
          </Button>
        </div>
        <p id={`${id}-browser`} className="hint">
          {t.browserTimeZoneIs(browser)}
        </p>
        <ResultLine errorId={form.errorId} error={outcome.error} success={outcome.success} />
      </form>
    </SettingsSection>
  );
}
