import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  checkLeagueName,
  inviteUrl,
  isInviteCode,
  leagueErrorMessage,
  parseInviteInput,
} from './leagues-model';

describe('parseInviteInput', () => {
  it('takes a code in any case, with spaces around it', () => {
    expect(parseInviteInput('K7MPQ2XH')).toBe('K7MPQ2XH');
    expect(parseInviteInput('  k7mpq2xh ')).toBe('K7MPQ2XH');
  });

  it('takes the code out of a whole join link', () => {
    expect(parseInviteInput('https://ffl.example.com/join/K7MPQ2XH')).toBe('K7MPQ2XH');
    expect(parseInviteInput('http://localhost:3100/join/abcd2345?x=1')).toBe('ABCD2345');
    expect(parseInviteInput('/join/ABCD2345/')).toBe('ABCD2345');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'K7MPQ2X',
      'K7MPQ2XHH',
      'K7MP-Q2XH',
      'https://x.test/join/K7MPQ2XHH',
      'join K7MPQ2XH please',
    ]) {
      expect(parseInviteInput(bad), bad).toBeNull();
    }
  });
});

describe('invite links', () => {
  it('joins the origin and the path the server gives', () => {
    expect(inviteUrl('http://localhost:3100', '/join/K7MPQ2XH')).toBe(
      'http://localhost:3100/join/K7MPQ2XH',
    );
    expect(inviteUrl('https://ffl.example.com/', '/join/K7MPQ2XH')).toBe(
      'https://ffl.example.com/join/K7MPQ2XH',
    );
    expect(isInviteCode('K7MPQ2XH')).toBe(true);
    expect(isInviteCode('K7MPQ2X!')).toBe(false);
  });
});

describe('checkLeagueName', () => {
  it('wants 1 to 40 characters after trimming, and says why not', () => {
    expect(checkLeagueName('Friday Fraud Club')).toBeNull();
    expect(checkLeagueName('   ')).toBe('Give the league a name.');
    expect(checkLeagueName('x'.repeat(40))).toBeNull();
    expect(checkLeagueName(` ${'x'.repeat(40)} `)).toBeNull();
    expect(checkLeagueName('x'.repeat(41))).toBe('The league name can have at most 40 characters.');
  });

  it('applies the one rule for names: no control or invisible characters, length as seen', () => {
    expect(checkLeagueName('Friday\nClub')).toBe(
      'The league name cannot contain control characters such as line breaks or tabs.',
    );
    expect(checkLeagueName('Friday\u202eClub')).toBe(
      'The league name cannot contain invisible formatting characters such as direction marks or zero-width spaces.',
    );
    expect(checkLeagueName('\u{1f1ec}\u{1f1e7}'.repeat(40))).toBeNull();
  });
});

describe('leagueErrorMessage', () => {
  it("shows the server's words, without the field name of a validation error", () => {
    const limit = new ApiError(
      'resource-exhausted',
      'You are already in 25 leagues, the most a player can be in. Leave one first.',
      429,
    );
    expect(leagueErrorMessage(limit)).toBe(limit.message);
    expect(
      leagueErrorMessage(
        new ApiError('invalid-argument', 'name: The league name cannot be empty.', 400),
      ),
    ).toBe('The league name cannot be empty.');
    expect(leagueErrorMessage(new ApiError('internal', 'boom', 500))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
