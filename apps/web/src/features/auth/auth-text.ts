/** Words of the sign-in feature, kept in one place so that a translation can be added later. */
export const authText = {
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
