import type { ErrorWords } from '../../lib/error-messages';

/** Words of the sign-in feature, kept in one place so that a translation can be added later. */
export const authText = {
  /**
   * The error catalogue's identity rows (product.md), letter for letter, by code; the rows every
   * form shares are lib/error-messages.ts's.
   */
  errors: {
    'user-not-found': 'No account found with that email.',
    'wrong-password': 'Incorrect password.',
    'invalid-email': 'Please enter a valid email.',
    'email-already-in-use': 'That email is already in use.',
    'popup-closed-by-user': 'The sign-in popup was closed.',
    'weak-password': 'Password must be at least 8 characters and not a common password.',
  } as const satisfies ErrorWords,
  /** Under the Google button, when the server says Google sign-in cannot work, by reason. */
  googleUnavailable: {
    'not-configured':
      'Google sign-in is not set up on this server. Sign in with your e-mail and password instead.',
    'discovery-failed':
      "Google sign-in is unavailable: this server could not reach Google's sign-in service when it started. Sign in with your e-mail and password instead.",
  } as Readonly<Record<string, string>>,
  googleUnavailableOther:
    'Google sign-in is unavailable on this server. Sign in with your e-mail and password instead.',
} as const;
