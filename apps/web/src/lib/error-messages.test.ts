import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  CATALOGUE_ERRORS,
  GENERIC_ERROR,
  gameMessageFor,
  messageFor,
  withServerHint,
} from './error-messages';

describe('messageFor', () => {
  it("shows the catalogue's shared rows, with a timeout worded as the network", () => {
    expect(messageFor(new ApiError('network-request-failed', 'x', 0))).toBe(
      'Network error. Please check your connection.',
    );
    expect(messageFor(new ApiError('deadline-exceeded', 'x', 0))).toBe(
      'Network error. Please check your connection.',
    );
    expect(messageFor(new ApiError('too-many-requests', 'x', 429))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it("prefers the feature's own words for a code", () => {
    const words = { 'wrong-password': 'Incorrect password.' };
    expect(messageFor(new ApiError('wrong-password', 'x', 401), words)).toBe('Incorrect password.');
    expect(messageFor(new ApiError('wrong-password', 'x', 401))).toBe(GENERIC_ERROR);
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

describe('withServerHint', () => {
  const words = 'Password must be at least 8 characters and not a common password.';
  const hint = 'This is similar to a commonly used password.';

  it('shows the words and the hint, whether the server sends both or the hint alone', () => {
    expect(withServerHint(words, new ApiError('weak-password', `${words} ${hint}`, 400))).toBe(
      `${words} ${hint}`,
    );
    expect(withServerHint(words, new ApiError('weak-password', hint, 400))).toBe(
      `${words} ${hint}`,
    );
  });

  it('shows the words alone for anything else the server says', () => {
    expect(withServerHint(words, new ApiError('weak-password', 'PASSWORD_TOO_SHORT', 400))).toBe(
      words,
    );
    expect(withServerHint(words, new ApiError('weak-password', words, 400))).toBe(words);
    expect(withServerHint(words, new ApiError('weak-password', '', 400))).toBe(words);
    expect(withServerHint(words, new Error(hint))).toBe(words);
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

  it("words a rate limit in the catalogue's words, whatever the server says", () => {
    expect(gameMessageFor(new ApiError('too-many-requests', 'rate limited: quiz', 429))).toBe(
      CATALOGUE_ERRORS['too-many-requests'],
    );
  });

  it("prefers the feature's own words for a code", () => {
    expect(
      gameMessageFor(new ApiError('not-found', 'No such league.', 404), {
        'not-found': 'That league is gone.',
      }),
    ).toBe('That league is gone.');
  });
});
