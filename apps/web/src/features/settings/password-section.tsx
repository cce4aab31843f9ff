import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { useFormCheck } from '../../lib/use-form-check';
import { useChangePassword } from './settings-api';
import { describeSignInMethods, passwordChangeChecks, passwordMessageFor } from './settings-forms';
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
  const form = useFormCheck();
  const ids = { current: `${id}-current`, next: `${id}-new`, confirm: `${id}-confirm` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = form.check(passwordChangeChecks(ids, { current, next, confirm }));
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
        onError: (failure) => {
          // A wrong current password is that field's fault; a weak new one the new field's.
          if (failure instanceof ApiError && failure.code === 'wrong-password')
            form.blame(ids.current);
          if (failure instanceof ApiError && failure.code === 'weak-password') form.blame(ids.next);
          setError(passwordMessageFor(failure));
        },
      },
    );
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <TextField
        id={ids.current}
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
        required
        {...form.field(ids.current)}
      />
      <TextField
        id={ids.next}
        label={t.newPassword}
        hint={t.newPasswordHint}
        type="password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
        required
        {...form.field(ids.next)}
      />
      <TextField
        id={ids.confirm}
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        required
        {...form.field(ids.confirm)}
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
      <ResultLine errorId={form.errorId} error={error} success={success} />
    </form>
  );
}
