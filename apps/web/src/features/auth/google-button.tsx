import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { refreshSession } from '../../lib/session';
import { authMessageFor } from './auth-errors';
import { signInWithGoogle } from './google-sign-in';
import { googleNote, googleStatusQuery } from './google-status';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * The Google button. It stays visible even when Google sign-in cannot work (no settings, or the
 * provider was unreachable when the server started); a note under it says why, before anyone
 * clicks, and a click gets the server's words instead of failing silently.
 */
export function GoogleButton({ label, returnTo }: { label: string; returnTo: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const note = googleNote(useQuery(googleStatusQuery).data);

  const onClick = () => {
    setError(null);
    setPending(true);
    signInWithGoogle(returnTo, async () => (await refreshSession(queryClient)) !== null)
      .then(async () => {
        await refreshSession(queryClient);
        await navigate({ to: returnTo });
      })
      .catch((e: unknown) => {
        setError(authMessageFor(e));
        setPending(false);
      });
  };

  return (
    <div className="google-block">
      <Button
        variant="secondary"
        className="google-button"
        pending={pending}
        onClick={onClick}
        aria-describedby={note ? noteId : undefined}
      >
        <GoogleMark />
        <span>{label}</span>
      </Button>
      {note && (
        <p id={noteId} className="hint google-note">
          {note}
        </p>
      )}
      <FormMessage error={error} />
    </div>
  );
}
