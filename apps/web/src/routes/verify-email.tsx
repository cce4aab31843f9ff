import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-message';
import { authApi } from '../features/auth/auth-api';
import { AuthPage } from '../features/auth/auth-page';
import { useSubmit } from '../features/auth/use-submit';
import { loadSession, refreshSession, sessionQuery, signOut } from '../lib/session';

export const Route = createFileRoute('/verify-email')({
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (session.user.emailVerified) throw redirect({ to: '/home' });
  },
  component: VerifyEmail,
});

function VerifyEmail() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
      if (session?.user.emailVerified) await navigate({ to: '/home' });
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
