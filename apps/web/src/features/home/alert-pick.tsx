import { FAMILY_IDS, FAMILY_NAMES, type FamilyId } from '@ffl/engine/ids';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import type { Bank } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { useSetAlert } from '../game/game-api';
import { homeText } from './home-text';

const NONE = 'none';

/**
 * The per-wave security alert: five families or none (game.md "Security alert"). `onActed`: the
 * player saved a pick (Home then keeps this card where it is, so the confirmation stays in view).
 */
export function AlertPick({
  bank,
  forecast,
  onActed,
}: {
  bank: Bank;
  forecast: readonly string[];
  onActed?: () => void;
}) {
  const setAlert = useSetAlert();
  const name = useId();
  const explainId = useId();
  const current = bank.alertFamily ?? NONE;
  const [choice, setChoice] = useState<string>(current);
  const [saved, setSaved] = useState<string | null>(null);

  // A change from elsewhere (another tab, a new season) resets the choice shown.
  useEffect(() => {
    setChoice(current);
  }, [current]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const family = choice === NONE ? null : (choice as FamilyId);
    setSaved(null);
    onActed?.();
    setAlert.mutate(family, {
      onSuccess: () => setSaved(homeText.alertSaved(family ? FAMILY_NAMES[family] : null)),
    });
  };

  return (
    <form className="alert-pick" onSubmit={onSubmit}>
      <fieldset aria-describedby={explainId}>
        <legend>{homeText.alertLegend}</legend>
        <p id={explainId} className="alert-pick-explain">
          {homeText.alertExplain}
        </p>
        <div className="alert-pick-options">
          {FAMILY_IDS.map((family) => (
            <label key={family} className="alert-pick-option">
              <input
                type="radio"
                name={name}
                value={family}
                checked={choice === family}
                onChange={() => setChoice(family)}
              />
              <span>
                {FAMILY_NAMES[family]}
                {forecast.includes(family) && (
                  <span className="alert-pick-tag"> ({homeText.alertInForecast})</span>
                )}
              </span>
            </label>
          ))}
          <label className="alert-pick-option">
            <input
              type="radio"
              name={name}
              value={NONE}
              checked={choice === NONE}
              onChange={() => setChoice(NONE)}
            />
            <span>{homeText.alertNone}</span>
          </label>
        </div>
      </fieldset>
      <p className="alert-pick-current">
        {bank.alertFamily
          ? homeText.alertCurrent(FAMILY_NAMES[bank.alertFamily])
          : homeText.alertCurrentNone}
      </p>
      <Button type="submit" variant="secondary" pending={setAlert.isPending}>
        {homeText.alertSave}
      </Button>
      <div aria-live="polite">
        <FormMessage
          error={setAlert.isError ? gameMessageFor(setAlert.error) : null}
          success={setAlert.isError ? null : saved}
        />
      </div>
    </form>
  );
}
