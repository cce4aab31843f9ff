import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { Schemas } from '../../lib/api-schemas';
import { useChangePassword } from './settings-api';
import { checkPasswordChange, describeSignInMethods, passwordMessageFor } from './settings-forms';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

/** Change password, for accounts that have one; a Google account is told why there is none. */
export function PasswordSection({ account }: { account: Schemas['Account'] }) {
  return (
    <SettingsSection title={t.passwordHeading}>
      {account.hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="settings-lead">
          {t.noPassword(describeSignInMethods(account.signInMethods))}
        </p>
      )}
    </SettingsSection>
  );
}

function PasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = checkPasswordChange({ current, next, confirm });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setSuccess(signOutOthers ? t.passwordChangedOthersOut : t.passwordChanged);
        },
        onError: (failure) => setError(passwordMessageFor(failure)),
      },
    );
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <TextField
        id={`${id}-current`}
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
        required
      />
      <TextField
        id={`${id}-new`}
        label={t.newPassword}
        hint={t.newPasswordHint}
        type="password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
        required
      />
      <TextField
        id={`${id}-confirm`}
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        required
      />
      <label className="settings-check" htmlFor={`${id}-others`}>
        <input
          id={`${id}-others`}
          type="checkbox"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
        />
        <span>{t.signOutOthers}</span>
      </label>
      <Button type="submit" pending={change.isPending}>
        {t.changePassword}
      </Button>
      <ResultLine error={error} success={success} />
    </form>
  );
}
