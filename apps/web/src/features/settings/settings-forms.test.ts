import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { firstProblem } from '../../lib/form-check';
import {
  checkName,
  emailMatches,
  hoursBeforeProblem,
  notificationsSummary,
  passwordChangeChecks,
  passwordMessageFor,
  timeZoneProblem,
  zoneAfterSearch,
} from './settings-forms';
import { settingsText as t } from './settings-text';

const words = { empty: 'empty', unchanged: 'same' };

describe('settings forms', () => {
  it('refuses an empty or unchanged name, and accepts a new one', () => {
    expect(checkName('display', '   ', 'Ada', words)).toBe('empty');
    expect(checkName('display', ' Ada ', 'Ada', words)).toBe('same');
    expect(checkName('display', 'Grace', 'Ada', words)).toBeNull();
  });

  it('applies the one rule for names, as the server does', () => {
    expect(checkName('bank', 'Vault\tBank', 'Ada', words)).toBe(
      'The bank name cannot contain control characters such as line breaks or tabs.',
    );
    expect(checkName('display', 'Ada\u200b', 'Ada', words)).toBe(
      'The display name cannot contain invisible formatting characters such as direction marks or zero-width spaces.',
    );
    expect(checkName('bank', 'x'.repeat(41), 'Ada', words)).toBe(
      'The bank name can have at most 40 characters.',
    );
    // The same name typed with a combining accent is the same name.
    expect(checkName('display', 'Zoe\u0308', 'Zo\u00eb', words)).toBe('same');
  });

  it('checks the password form before asking the server, field by field', () => {
    const ids = { current: 'c', next: 'n', confirm: 'k' };
    const check = (current: string, next: string, confirm: string) =>
      firstProblem(passwordChangeChecks(ids, { current, next, confirm }));
    expect(check('', 'new-password', 'new-password')).toEqual({
      fieldId: 'c',
      message: t.passwordMissingCurrent,
    });
    expect(check('same-password', 'same-password', 'same-password')).toEqual({
      fieldId: 'n',
      message: t.passwordSame,
    });
    expect(check('old', 'new-one-long', 'new-two-long')).toEqual({
      fieldId: 'k',
      message: t.passwordMismatch,
    });
    expect(check('old', 'new-password', 'new-password')).toBeNull();
  });

  it("shows the catalogue's words for a weak or wrong password", () => {
    expect(passwordMessageFor(new ApiError('weak-password', 'x', 400))).toBe(
      'Password must be at least 8 characters and not a common password.',
    );
    expect(passwordMessageFor(new ApiError('wrong-password', 'x', 401))).toBe(
      'Incorrect password.',
    );
    // The server's hint of why follows the catalogue's words.
    const hinted =
      'Password must be at least 8 characters and not a common password. Dates are easy to guess.';
    expect(passwordMessageFor(new ApiError('weak-password', hinted, 400))).toBe(hinted);
    expect(passwordMessageFor(new ApiError('internal', 'x', 500))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('matches the typed address as the server does: case and spaces aside', () => {
    expect(emailMatches('  Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(emailMatches('ada@example.co', 'ada@example.com')).toBe(false);
    expect(emailMatches('', '')).toBe(false);
  });
});

describe('notification and time zone forms', () => {
  it('takes a whole number of hours from 1 to 24 before a wave', () => {
    expect(hoursBeforeProblem('1')).toBeNull();
    expect(hoursBeforeProblem(' 24 ')).toBeNull();
    expect(hoursBeforeProblem('3')).toBeNull();
    for (const typed of ['0', '25', '', '  ', '2.5', '-3', 'three', '100']) {
      expect(hoursBeforeProblem(typed), typed).toBe(t.hoursBeforeProblem);
    }
  });

  it('takes a known time zone that is not already the player’s', () => {
    const known = (zone: string) => zone === 'Africa/Johannesburg' || zone === 'UTC';
    expect(timeZoneProblem('Africa/Johannesburg', null, known)).toBeNull();
    expect(timeZoneProblem('Africa/Johannesburg', 'UTC', known)).toBeNull();
    expect(timeZoneProblem('Mars/Olympus_Mons', 'UTC', known)).toBe(t.timeZoneUnknown);
    expect(timeZoneProblem('', 'UTC', known)).toBe(t.timeZoneUnknown);
    expect(timeZoneProblem('UTC', 'UTC', known)).toBe('UTC is already your time zone.');
  });

  it('says which e-mails will come after a save', () => {
    const off = { waveSoon: { on: false, hoursBefore: 3 }, waveResults: { on: false } };
    expect(notificationsSummary({ ...off, reminders: { on: false } })).toBe(
      'Saved. We will not send you any of these e-mails.',
    );
    expect(
      notificationsSummary({
        waveSoon: { on: true, hoursBefore: 1 },
        waveResults: { on: true },
        reminders: { on: true },
      }),
    ).toBe(
      'Saved. We will e-mail you: 1 hour before each wave; the results of each wave; reviews due and streak at risk, at most once a day.',
    );
    expect(
      notificationsSummary({
        ...off,
        waveSoon: { on: true, hoursBefore: 5 },
        reminders: { on: false },
      }),
    ).toBe('Saved. We will e-mail you: 5 hours before each wave.');
    expect(
      notificationsSummary({ ...off, reminders: { on: false }, seasonEnd: { on: true } }),
    ).toBe('Saved. We will e-mail you: before each season ends.');
  });
});

describe('the time-zone search', () => {
  const zones = ['Africa/Johannesburg', 'Europe/London', 'Europe/Paris', 'Pacific/Auckland'];

  it('selects the first match when the chosen zone no longer matches', () => {
    expect(zoneAfterSearch(zones, 'johann', 'Europe/London')).toBe('Africa/Johannesburg');
    expect(zoneAfterSearch(zones, 'europe', 'Africa/Johannesburg')).toBe('Europe/London');
  });

  it('keeps the chosen zone while it matches, when the search is empty, or when nothing matches', () => {
    expect(zoneAfterSearch(zones, 'london', 'Europe/London')).toBe('Europe/London');
    expect(zoneAfterSearch(zones, '  ', 'Europe/Paris')).toBe('Europe/Paris');
    expect(zoneAfterSearch(zones, 'atlantis', 'Europe/Paris')).toBe('Europe/Paris');
  });
});
