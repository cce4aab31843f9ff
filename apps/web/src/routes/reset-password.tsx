import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { TextField } from '../components/ui/text-field';
import { authApi } from '../features/auth/auth-api';
import { AuthPage } from '../features/auth/auth-page';
import { useSubmit } from '../features/auth/use-submit';

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
    <AuthPage title="Reset password" back="/login">
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
    <form className="auth-form" onSubmit={onSubmit}>
      <p className="muted">Choose a new password for your account.</p>
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password."
        required
        value={password}
        onValue={setPassword}
      />
      <Button type="submit" pending={submit.pending}>
        Save new password
      </Button>
      <FormMessage error={submit.error} />
    </form>
  );
}

function RequestForm({ expired }: { expired: boolean }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    void submit.run(async () => {
      await authApi.requestPasswordReset(email);
      setSent(true);
    });
  };
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      {expired ? (
        <p className="notice notice-bad" role="alert">
          This reset link has expired or was already used. Enter your email to get a new one.
        </p>
      ) : (
        <p className="muted">
          Enter your email and we will send you a link to choose a new password.
        </p>
      )}
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValue={setEmail}
      />
      <Button type="submit" pending={submit.pending}>
        Send reset link
      </Button>
      <FormMessage error={submit.error} success={sent ? 'Password reset email sent.' : null} />
      <p className="auth-switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </form>
  );
}
