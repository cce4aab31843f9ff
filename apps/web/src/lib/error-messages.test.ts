import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { GENERIC_ERROR, gameMessageFor, messageFor } from './error-messages';

describe('messageFor', () => {
  it('shows the catalogue text for each auth code', () => {
    expect(messageFor(new ApiError('user-not-found', 'x', 404))).toBe(
      'No account found with that email.',
    );
    expect(messageFor(new ApiError('wrong-password', 'x', 401))).toBe('Incorrect password.');
    expect(messageFor(new ApiError('invalid-email', 'x', 400))).toBe('Please enter a valid email.');
    expect(messageFor(new ApiError('email-already-in-use', 'x', 409))).toBe(
      'That email is already in use.',
    );
    expect(messageFor(new ApiError('popup-closed-by-user', 'x', 0))).toBe(
      'The sign-in popup was closed.',
    );
    expect(messageFor(new ApiError('network-request-failed', 'x', 0))).toBe(
      'Network error. Please check your connection.',
    );
    expect(messageFor(new ApiError('deadline-exceeded', 'x', 0))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it("shows the server's hint after the catalogue words for a weak password", () => {
    const catalogue = 'Password must be at least 8 characters and not a common password.';
    const hinted = `${catalogue} This is similar to a commonly used password.`;
    expect(messageFor(new ApiError('weak-password', hinted, 400))).toBe(hinted);
    // Anything else from the server is not shown: the catalogue's words alone.
    expect(messageFor(new ApiError('weak-password', 'PASSWORD_TOO_SHORT', 400))).toBe(catalogue);
  });

  it('shows the server wording for access refusals, and the generic text otherwise', () => {
    expect(
      messageFor(
        new ApiError(
          'failed-precondition',
          'Google sign-in is not configured on this server.',
          403,
        ),
      ),
    ).toBe('Google sign-in is not configured on this server.');
    expect(messageFor(new ApiError('internal', 'stack trace here', 500))).toBe(GENERIC_ERROR);
    expect(messageFor(new Error('boom'))).toBe(GENERIC_ERROR);
    expect(GENERIC_ERROR).toBe('Something went wrong. Please try again.');
  });
});

describe('gameMessageFor', () => {
  it("shows the server's words for a refused game action, and plain words for the rest", () => {
    expect(gameMessageFor(new ApiError('out-of-range', 'Not enough cash for that.', 400))).toBe(
      'Not enough cash for that.',
    );
    expect(gameMessageFor(new ApiError('network-request-failed', 'Connection failed.', 0))).toBe(
      'Network error. Please check your connection.',
    );
    expect(gameMessageFor(new ApiError('internal', 'stack trace here', 500))).toBe(GENERIC_ERROR);
    expect(gameMessageFor(new Error('boom'))).toBe(GENERIC_ERROR);
  });
});
