import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { TextField } from '../components/ui/text-field';
import { authApi } from '../features/auth/auth-api';
import { AuthPage, Divider } from '../features/auth/auth-page';
import { GoogleButton } from '../features/auth/google-button';
import { readRedirect, redirectIfSignedIn, safeRedirect } from '../features/auth/session';
import { useSubmit } from '../features/auth/use-submit';
import { nameRuleProblem, normaliseName } from '../lib/names';
import { refreshSession } from '../lib/session';

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: readRedirect(search),
  }),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.queryClient, search.redirect),
  component: SignUp,
});

function SignUp() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeRedirect(search.redirect);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The display name follows the one rule for names; the server would refuse it the same way.
    const broken = nameRuleProblem('display', name);
    if (broken) {
      submit.setError(broken);
      return;
    }
    void submit.run(async () => {
      const trimmed = normaliseName(name);
      await authApi.signUp({ email, password, ...(trimmed ? { name: trimmed } : {}) });
      await refreshSession(queryClient);
      await navigate({ to: returnTo });
    });
  };

  return (
    <AuthPage title="Sign Up">
      <form className="auth-form" onSubmit={onSubmit}>
        <TextField
          id="signup-name"
          label={
            <>
              Display name <span className="optional">(optional)</span>
            </>
          }
          type="text"
          name="name"
          autoComplete="nickname"
          value={name}
          onValue={setName}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters. A few unrelated words make a strong password."
          required
          value={password}
          onValue={setPassword}
        />
        <Button type="submit" pending={submit.pending}>
          Sign Up
        </Button>
        <FormMessage error={submit.error} />
      </form>
      <Divider />
      <GoogleButton label="Sign up with Google" returnTo={returnTo} />
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to="/login" search={{ redirect: search.redirect }}>
          Login
        </Link>
      </p>
    </AuthPage>
  );
}
