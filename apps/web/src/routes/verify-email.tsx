import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { authApi } from '../features/auth/auth-api';
import { AuthPage } from '../features/auth/auth-page';
import { readRedirect, safeRedirect } from '../features/auth/session';
import { useSubmit } from '../features/auth/use-submit';
import { InvitationNotice } from '../features/leagues/invitation-notice';
import { pageAfterInvitation } from '../features/leagues/leagues-api';
import { inviteCodeOf } from '../features/leagues/leagues-model';
import { leaguesText } from '../features/leagues/leagues-text';
import { loadSession, refreshSession, sessionQuery, signOut } from '../lib/session';

export const Route = createFileRoute('/verify-email')({
  // The page to go on to once verified (the _app guard remembers it), else /home.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: readRedirect(search),
  }),
  beforeLoad: async ({ context, location, search }) => {
    const session = await loadSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (session.user.emailVerified) throw redirect({ to: safeRedirect(search.redirect) });
  },
  component: VerifyEmail,
});

function VerifyEmail() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = safeRedirect(Route.useSearch().redirect);
  const invite = inviteCodeOf(returnTo);
  const { data } = useQuery(sessionQuery);
  const email = data?.user.email ?? '';
  const resend = useSubmit();
  const check = useSubmit();
  const leave = useSubmit();
  const [notice, setNotice] = useState<string | null>(null);

  const onResend = () => {
    setNotice(null);
    void resend.run(async () => {
      await authApi.resendVerification(email);
      setNotice(`We sent a new link to ${email}.`);
    });
  };
  const onCheck = () => {
    setNotice(null);
    void check.run(async () => {
      const session = await refreshSession(queryClient);
      // Verifying joined the league of an invite link (server): straight to it.
      if (session?.user.emailVerified)
        await navigate({ to: await pageAfterInvitation(queryClient, returnTo) });
      else setNotice('Not verified yet. Open the link in the email we sent you, then check again.');
    });
  };
  const onSignOut = () => {
    void leave.run(async () => {
      await signOut(queryClient);
      await navigate({ to: '/login' });
    });
  };

  return (
    <AuthPage title="Verify your email">
      {invite && <InvitationNotice code={invite} next={leaguesText.invitedOnVerify} />}
      <div className="auth-form">
        <p>
          We sent a verification link to <strong className="break">{email}</strong>. Open it to
          activate your bank. The link works for one hour.
        </p>
        <p className="muted">Can't find it? Check your spam folder, or send a new link.</p>
        <Button pending={resend.pending} onClick={onResend}>
          Resend
        </Button>
        <Button variant="secondary" pending={check.pending} onClick={onCheck}>
          I've verified — check again
        </Button>
        <FormMessage error={resend.error ?? check.error ?? leave.error} success={notice} />
        <Button variant="ghost" pending={leave.pending} onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </AuthPage>
  );
}
