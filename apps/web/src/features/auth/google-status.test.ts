import { describe, expect, it } from 'vitest';
import { authText } from './auth-text';
import { googleNote } from './google-status';

describe('the note under the Google button', () => {
  it('is empty while Google works or the answer is not in yet', () => {
    expect(googleNote({ available: true, reason: null })).toBeNull();
    expect(googleNote(undefined)).toBeNull();
  });

  it('says why Google cannot work, in the words of each reason', () => {
    expect(googleNote({ available: false, reason: 'not-configured' })).toBe(
      authText.googleUnavailable['not-configured'],
    );
    expect(googleNote({ available: false, reason: 'discovery-failed' })).toBe(
      "Google sign-in is unavailable: this server could not reach Google's sign-in service when it started. Sign in with your e-mail and password instead.",
    );
    // The documented reasons are the server's two; without one, the general words.
    expect(googleNote({ available: false, reason: null })).toBe(authText.googleUnavailableOther);
  });
});
