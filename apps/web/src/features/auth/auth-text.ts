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
  /** The forms' own checks before the server is asked (lib/form-check.ts). */
  passwordMissing: 'Please enter your password.',

  email: 'Email',
  password: 'Password',
  /** An address whose organisation signs its people in through its own provider (issue 28). */
  sso: {
    offer: (organisation: string) => `${organisation} signs you in with its own sign-on.`,
    continue: (organisation: string) => `Continue with ${organisation}`,
    passwordsOff: 'Passwords are turned off for this address: use the button above.',
  },
  login: {
    title: 'Login',
    submit: 'Login',
    forgot: 'Forgot password?',
    resetSent: 'Password reset email sent.',
    google: 'Sign in with Google',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  signUp: {
    title: 'Sign Up',
    displayName: 'Display name',
    optional: '(optional)',
    passwordHint: 'At least 8 characters. A few unrelated words make a strong password.',
    submit: 'Sign Up',
    google: 'Sign up with Google',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  reset: {
    title: 'Reset password',
    choose: 'Choose a new password for your account.',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters, and not a common password.',
    save: 'Save new password',
    expired: 'This reset link has expired or was already used. Enter your email to get a new one.',
    lead: 'Enter your email and we will send you a link to choose a new password.',
    send: 'Send reset link',
    sent: 'Password reset email sent.',
    backToLogin: 'Back to Login',
  },
} as const;
