import { useId, useState } from 'react';
import type { Bank } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { useUpdateBank } from '../game/game-api';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

/**
 * Anonymous mode as a switch that takes effect at once. The hint says the exact label the other
 * players will see, so nobody has to guess what "anonymous" means here.
 */
export function PrivacySection({ bank }: { bank: Bank }) {
  const labelId = useId();
  const hintId = useId();
  const update = useUpdateBank();
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const on = bank.anonymous;
  const toggle = () => {
    update.mutate(
      { anonymous: !on },
      {
        onSuccess: (next) =>
          setOutcome({
            error: null,
            success: next.anonymous ? t.anonymousOn(next.anonymousLabel) : t.anonymousOff,
          }),
        onError: (error) => setOutcome({ error: gameMessageFor(error), success: null }),
      },
    );
  };
  return (
    <SettingsSection title={t.privacyHeading}>
      <div className="settings-switch-row">
        <span id={labelId} className="settings-switch-label">
          {t.anonymousLabel}
        </span>
        <button
          type="button"
          role="switch"
          className="settings-switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={update.isPending || undefined}
          disabled={update.isPending}
          onClick={toggle}
        >
          <span className="settings-switch-track" aria-hidden="true">
            <span className="settings-switch-thumb" />
          </span>
          <span className="settings-switch-state" aria-hidden="true">
            {update.isPending ? 'Please wait…' : t.anonymousState(on)}
          </span>
        </button>
      </div>
      <p id={hintId} className="hint settings-hint">
        {t.anonymousHint(bank.anonymousLabel)}
      </p>
      <ResultLine error={outcome.error} success={outcome.success} />
    </SettingsSection>
  );
}
