import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { TextField } from '../components/ui/text-field';
import { authApi } from '../features/auth/auth-api';
import { emailChecks, loginChecks } from '../features/auth/auth-forms';
import { AuthPage, Divider } from '../features/auth/auth-page';
import { authText } from '../features/auth/auth-text';
import { GoogleButton } from '../features/auth/google-button';
import { readRedirect, redirectIfSignedIn, safeRedirect } from '../features/auth/session';
import { ssoStartHref, useSsoLookup } from '../features/auth/sso-lookup';
import { useSubmit } from '../features/auth/use-submit';
import { InvitationNotice } from '../features/leagues/invitation-notice';
import { inviteCodeOf } from '../features/leagues/leagues-model';
import { leaguesText } from '../features/leagues/leagues-text';
import { refreshSession } from '../lib/session';
import { useFormCheck } from '../lib/use-form-check';

const t = authText.login;
const IDS = { email: 'login-email', password: 'login-password' } as const;

interface LoginSearch {
  redirect?: string;
  verified?: 1;
  link?: string;
  google?: string;
  reset?: 1;
}

const NOTICES: Record<string, string> = {
  verified: 'Your email is verified. Sign in to continue.',
  used: 'This link was already used, and your email is verified. Sign in to continue.',
  expired: 'This verification link has expired. Sign in, then choose Resend to get a new one.',
  invalid: 'This verification link is not valid. Sign in, then choose Resend to get a new one.',
  google:
    'Google sign-in did not finish. If you already have an account with this email, sign in with your password first.',
  reset: 'Your password has been changed. Sign in with your new password.',
};

function noticeFor(search: LoginSearch): { text: string; tone: 'good' | 'bad' } | null {
  if (search.verified) return { text: NOTICES.verified!, tone: 'good' };
  if (search.reset) return { text: NOTICES.reset!, tone: 'good' };
  if (search.link === 'used') return { text: NOTICES.used!, tone: 'good' };
  if (search.link === 'expired' || search.link === 'invalid')
    return { text: NOTICES[search.link]!, tone: 'bad' };
  if (search.google) return { text: NOTICES.google!, tone: 'bad' };
  return null;
}

function pick(search: Record<string, unknown>, key: string): string | undefined {
  const v = search[key];
  return typeof v === 'string' && v.length <= 2048 ? v : undefined;
}

/** A flag such as `?verified=1`; the router parses the value as a number. */
function flag(search: Record<string, unknown>, key: string): 1 | undefined {
  return String(search[key]) === '1' ? 1 : undefined;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: readRedirect(search),
    verified: flag(search, 'verified'),
    link: pick(search, 'link'),
    google: search.google === undefined ? undefined : String(search.google).slice(0, 64),
    reset: flag(search, 'reset'),
  }),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.queryClient, search.redirect),
  component: Login,
});

function Login() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeRedirect(search.redirect);
  // Coming from an invite link: the league it leads to is named above the form.
  const invite = inviteCodeOf(returnTo);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSubmit();
  const reset = useSubmit();
  const [resetSent, setResetSent] = useState(false);
  const notice = noticeFor(search);
  const form = useFormCheck();
  // An address of an organisation with its own sign-on is offered it; without passwords, only it.
  const lookup = useSsoLookup(email);
  const sso = lookup?.sso
    ? { ...lookup.sso, href: ssoStartHref(lookup.sso.startUrl, returnTo) }
    : null;
  const passwordOff = sso !== null && lookup?.passwordSignIn === false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResetSent(false);
    reset.setError(null);
    if (sso && passwordOff) {
      window.location.assign(sso.href);
      return;
    }
    const problem = form.check(loginChecks(IDS, { email, password }));
    if (problem) {
      signIn.setError(problem);
      return;
    }
    void signIn.run(async () => {
      await authApi.signIn({ email, password });
      await refreshSession(queryClient);
      await navigate({ to: returnTo });
    });
  };

  const onForgot = () => {
    signIn.setError(null);
    setResetSent(false);
    const problem = form.check(emailChecks(IDS.email, email));
    if (problem) {
      reset.setError(problem);
      return;
    }
    void reset.run(async () => {
      await authApi.requestPasswordReset(email);
      setResetSent(true);
    });
  };

  return (
    <AuthPage title={t.title}>
      {notice && (
        <p className={`notice notice-${notice.tone}`} role="status">
          {notice.text}
        </p>
      )}
      {invite && <InvitationNotice code={invite} next={leaguesText.invitedOnLogin} />}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
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
        {sso && (
          <div className="sso-offer" role="status">
            <p>{authText.sso.offer(sso.organisation)}</p>
            <a className="btn btn-primary" href={sso.href}>
              {authText.sso.continue(sso.organisation)}
            </a>
            {passwordOff && <p className="sso-offer-note">{authText.sso.passwordsOff}</p>}
          </div>
        )}
        {!passwordOff && (
          <>
            <TextField
              id={IDS.password}
              label={authText.password}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onValue={setPassword}
              {...form.field(IDS.password)}
            />
            <Button type="submit" pending={signIn.pending}>
              {t.submit}
            </Button>
            <FormMessage
              id={form.errorId}
              error={signIn.error ?? reset.error}
              success={resetSent ? t.resetSent : null}
            />
            <Button variant="ghost" className="forgot" pending={reset.pending} onClick={onForgot}>
              {t.forgot}
            </Button>
          </>
        )}
      </form>
      <Divider />
      <GoogleButton label={t.google} returnTo={returnTo} />
      <p className="auth-switch">
        {t.newHere}{' '}
        <Link to="/signup" search={{ redirect: search.redirect }}>
          {t.createAccount}
        </Link>
      </p>
    </AuthPage>
  );
}
