import { describe, expect, it } from 'vitest';
import {
  draftProblem,
  forecastChoices,
  resolveAt,
  sameDraft,
  toDraftBody,
  toggle,
  type WaveForm,
  withDifficulty,
} from './wave-draft';

const base: WaveForm = {
  difficulty: 'random',
  fraudIds: [],
  forecast: [],
  when: 'now',
  inMinutes: '60',
  at: '',
};

describe('the wave draft', () => {
  it('offers only the forecast families a difficulty can draw, all five for a custom wave', () => {
    expect(forecastChoices('easy')).not.toContain('insider');
    expect(forecastChoices('hard')).toContain('insider');
    expect(forecastChoices('custom')).toEqual([
      'social',
      'cyber',
      'identity',
      'insider',
      'physical',
    ]);
  });

  it('drops forecast families the new difficulty cannot draw', () => {
    const form = { ...base, difficulty: 'hard' as const, forecast: ['insider', 'social'] as const };
    expect(withDifficulty({ ...form, forecast: [...form.forecast] }, 'easy').forecast).toEqual([
      'social',
    ]);
  });

  it('refuses an empty or oversized custom wave, and a forecast of more than two families', () => {
    expect(draftProblem({ ...base, difficulty: 'custom' })).toBe(
      'Pick at least one fraud for a custom wave.',
    );
    expect(
      draftProblem({
        ...base,
        difficulty: 'custom',
        fraudIds: [
          'Phishing',
          'Vishing',
          'Deepfake',
          'Ransomware',
          'Ddos',
          'Xss',
          'SimSwap',
          'BruteForce',
          'AtmSkimming',
        ],
      }),
    ).toBe('A custom wave has at most 8 attacks.');
    expect(draftProblem({ ...base, forecast: ['social', 'cyber', 'identity'] })).toMatch(
      /at most 2/,
    );
    expect(draftProblem({ ...base, difficulty: 'easy', forecast: ['insider'] })).toMatch(/easy/);
    expect(draftProblem({ ...base, difficulty: 'custom', fraudIds: ['Phishing'] })).toBeNull();
  });

  it('sends picks only with a custom wave, and the forecast only when chosen, in family order', () => {
    expect(toDraftBody({ ...base, fraudIds: ['Phishing'] })).toEqual({ difficulty: 'random' });
    expect(
      toDraftBody({
        ...base,
        difficulty: 'custom',
        fraudIds: ['InsiderFraud', 'AccAndInvFraud'],
        forecast: ['physical', 'insider'],
      }),
    ).toEqual({
      difficulty: 'custom',
      fraudIds: ['InsiderFraud', 'AccAndInvFraud'],
      forecast: ['insider', 'physical'],
    });
  });

  it('treats forms that differ only in time as the same wave', () => {
    expect(sameDraft(base, { ...base, when: 'in', inMinutes: '5' })).toBe(true);
    expect(sameDraft(base, { ...base, forecast: ['social'] })).toBe(false);
  });

  it('toggles an item in and out of a list', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('resolveAt', () => {
  const serverNow = Date.parse('2030-01-01T12:00:00.000Z');

  it('leaves the time out for "now" and "keep"', () => {
    expect(resolveAt({ ...base, when: 'now' }, serverNow, 'UTC')).toEqual({});
    expect(resolveAt({ ...base, when: 'keep' }, serverNow, 'UTC')).toEqual({});
  });

  it('counts minutes on the server clock', () => {
    expect(resolveAt({ ...base, when: 'in', inMinutes: '2' }, serverNow, 'UTC')).toEqual({
      at: '2030-01-01T12:02:00.000Z',
    });
    for (const bad of ['0', '', '1.5', '-3', '525601']) {
      expect(
        resolveAt({ ...base, when: 'in', inMinutes: bad }, serverNow, 'UTC').problem,
      ).toBeTruthy();
    }
  });

  it('reads a date and time in the game master’s zone, refusing the past and more than a year ahead', () => {
    // 13:00 UTC is 05:00 in Los Angeles and 15:00 in Johannesburg.
    for (const [zone, value] of [
      ['America/Los_Angeles', '2030-01-01T05:00'],
      ['Africa/Johannesburg', '2030-01-01T15:00'],
    ] as const) {
      expect(resolveAt({ ...base, when: 'at', at: value }, serverNow, zone)).toEqual({
        at: '2030-01-01T13:00:00.000Z',
      });
    }
    expect(resolveAt({ ...base, when: 'at', at: '' }, serverNow, 'UTC').problem).toBe(
      'Enter a date and time.',
    );
    expect(
      resolveAt({ ...base, when: 'at', at: '2029-12-01T10:00' }, serverNow, 'UTC').problem,
    ).toMatch(/past/);
    expect(
      resolveAt({ ...base, when: 'at', at: '2032-01-01T10:00' }, serverNow, 'UTC').problem,
    ).toMatch(/year/);
  });
});
