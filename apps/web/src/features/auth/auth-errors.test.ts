import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { GENERIC_ERROR } from '../../lib/error-messages';
import { authMessageFor } from './auth-errors';

describe('the sign-in forms’ error words (the catalogue of product.md)', () => {
  it('shows the catalogue text for each code, whatever the server says', () => {
    const cases: [string, number, string][] = [
      ['user-not-found', 404, 'No account found with that email.'],
      ['wrong-password', 401, 'Incorrect password.'],
      ['invalid-email', 400, 'Please enter a valid email.'],
      ['email-already-in-use', 409, 'That email is already in use.'],
      ['popup-closed-by-user', 0, 'The sign-in popup was closed.'],
      ['weak-password', 400, 'Password must be at least 8 characters and not a common password.'],
      ['too-many-requests', 429, 'Too many attempts. Please wait a minute and try again.'],
      ['network-request-failed', 0, 'Network error. Please check your connection.'],
      ['deadline-exceeded', 0, 'Network error. Please check your connection.'],
    ];
    for (const [code, status, words] of cases) {
      expect(authMessageFor(new ApiError(code, 'server text', status))).toBe(words);
    }
    expect(authMessageFor(new ApiError('unavailable', 'down', 503))).toBe(GENERIC_ERROR);
  });

  it("shows the server's hint after the catalogue words for a weak password", () => {
    const catalogue = 'Password must be at least 8 characters and not a common password.';
    const hint = 'This is similar to a commonly used password.';
    expect(authMessageFor(new ApiError('weak-password', `${catalogue} ${hint}`, 400))).toBe(
      `${catalogue} ${hint}`,
    );
    expect(authMessageFor(new ApiError('weak-password', hint, 400))).toBe(`${catalogue} ${hint}`);
    // Anything else from the server is not shown: the catalogue's words alone.
    expect(authMessageFor(new ApiError('weak-password', 'PASSWORD_TOO_SHORT', 400))).toBe(
      catalogue,
    );
  });
});
