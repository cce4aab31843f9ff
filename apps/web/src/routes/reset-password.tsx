import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { TextField } from '../components/ui/text-field';
import { authApi } from '../features/auth/auth-api';
import { emailChecks } from '../features/auth/auth-forms';
import { AuthPage } from '../features/auth/auth-page';
import { authText } from '../features/auth/auth-text';
import { useSubmit } from '../features/auth/use-submit';
import { useFormCheck } from '../lib/use-form-check';

const t = authText.reset;

interface ResetSearch {
  token?: string;
  error?: string;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
  }),
  component: ResetPassword,
});

function ResetPassword() {
  const { token, error } = Route.useSearch();
  return (
    <AuthPage title={t.title} back="/login">
      {token && !error ? (
        <NewPasswordForm token={token} />
      ) : (
        <RequestForm expired={Boolean(error)} />
      )}
    </AuthPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      await authApi.resetPassword(token, password);
      await navigate({ to: '/login', search: { reset: 1 } });
    });
  };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t.choose}</p>
      <TextField
        id="reset-password"
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.newPasswordHint}
        required
        value={password}
        onValue={setPassword}
      />
      <Button type="submit" pending={submit.pending}>
        {t.save}
      </Button>
      <FormMessage error={submit.error} />
    </form>
  );
}

function RequestForm({ expired }: { expired: boolean }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useSubmit();
  const form = useFormCheck();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const problem = form.check(emailChecks('reset-email', email));
    if (problem) {
      submit.setError(problem);
      return;
    }
    void submit.run(async () => {
      await authApi.requestPasswordReset(email);
      setSent(true);
    });
  };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {expired ? (
        <p className="notice notice-bad" role="alert">
          {t.expired}
        </p>
      ) : (
        <p className="muted">{t.lead}</p>
      )}
      <TextField
        id="reset-email"
        label={authText.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValue={setEmail}
        {...form.field('reset-email')}
      />
      <Button type="submit" pending={submit.pending}>
        {t.send}
      </Button>
      <FormMessage id={form.errorId} error={submit.error} success={sent ? t.sent : null} />
      <p className="auth-switch">
        <Link to="/login">{t.backToLogin}</Link>
      </p>
    </form>
  );
}
