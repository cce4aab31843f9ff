import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { TextField } from '../components/ui/text-field';
import { authApi } from '../features/auth/auth-api';
import { signUpChecks } from '../features/auth/auth-forms';
import { AuthPage, Divider } from '../features/auth/auth-page';
import { authText } from '../features/auth/auth-text';
import { GoogleButton } from '../features/auth/google-button';
import { readRedirect, redirectIfSignedIn, safeRedirect } from '../features/auth/session';
import { useSubmit } from '../features/auth/use-submit';
import { InvitationNotice } from '../features/leagues/invitation-notice';
import { inviteCodeOf } from '../features/leagues/leagues-model';
import { leaguesText } from '../features/leagues/leagues-text';
import { normaliseName } from '../lib/names';
import { refreshSession } from '../lib/session';
import { useFormCheck } from '../lib/use-form-check';

const t = authText.signUp;
const IDS = { name: 'signup-name', email: 'signup-email', password: 'signup-password' } as const;

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
  const invite = inviteCodeOf(returnTo);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit();
  const form = useFormCheck();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The display name follows the one rule for names; the server would refuse it the same way.
    const problem = form.check(signUpChecks(IDS, { name, email }));
    if (problem) {
      submit.setError(problem);
      return;
    }
    void submit.run(async () => {
      const trimmed = normaliseName(name);
      // The page to continue to once verified: an invite link's league is joined then (server).
      await authApi.signUp({
        email,
        password,
        callbackURL: returnTo,
        ...(trimmed ? { name: trimmed } : {}),
      });
      await refreshSession(queryClient);
      await navigate({ to: returnTo });
    });
  };

  return (
    <AuthPage title={t.title}>
      {invite && <InvitationNotice code={invite} next={leaguesText.invitedOnSignUp} />}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          id={IDS.name}
          label={
            <>
              {t.displayName} <span className="optional">{t.optional}</span>
            </>
          }
          type="text"
          name="name"
          autoComplete="nickname"
          value={name}
          onValue={setName}
          {...form.field(IDS.name)}
        />
        <TextField
          id={IDS.email}
          label={authText.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
          {...form.field(IDS.email)}
        />
        <TextField
          id={IDS.password}
          label={authText.password}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          required
          value={password}
          onValue={setPassword}
          {...form.field(IDS.password)}
        />
        <Button type="submit" pending={submit.pending}>
          {t.submit}
        </Button>
        <FormMessage id={form.errorId} error={submit.error} />
      </form>
      <Divider />
      <GoogleButton label={t.google} returnTo={returnTo} />
      <p className="auth-switch">
        {t.haveAccount}{' '}
        <Link to="/login" search={{ redirect: search.redirect }}>
          {t.login}
        </Link>
      </p>
    </AuthPage>
  );
}
