import { describe, expect, it } from 'vitest';
import { auditTarget, describeAuditDetails } from './audit-details';

const WAVE = 'Ab3dE5gH7jK9mN1pQ3sT';

describe('an audit entry in words', () => {
  it('names frauds and families, writes local times, and leaves out seeds and ids', () => {
    const text = describeAuditDetails(
      {
        kind: 'schedule-wave',
        at: '2025-11-21T18:00:00.000Z',
        difficulty: 'custom',
        forecast: ['social', 'identity'],
        attacks: ['SimSwap', 'AtmSkimming'],
        seed: 42,
      },
      'Africa/Johannesburg',
    );
    expect(text).toBe(
      'Difficulty: Custom; Forecast: Social engineering, Identity and access; Attacks: SIM Swap Fraud, ATM Skimming',
    );
    for (const raw of ['SimSwap', 'AtmSkimming', 'social', 'identity', '2025-11-21T', '42']) {
      expect(text).not.toContain(raw);
    }
    expect(describeAuditDetails({ kind: 'grant-admin', userId: 'abc' }, 'UTC')).toBe('');
    expect(
      describeAuditDetails(
        {
          kind: 'edit-wave',
          at: '2025-11-21T18:00:00.000Z',
          difficulty: 'easy',
          forecast: [],
          attacks: ['SimSwap'],
        },
        'UTC',
      ),
    ).toBe('Difficulty: Easy; Forecast: none; Attacks: SIM Swap Fraud');
  });

  it("leaves a wave's time to the target, which names it", () => {
    expect(
      describeAuditDetails({ kind: 'cancel-wave', at: '2025-11-21T18:00:00.000Z' }, 'UTC'),
    ).toBe('');
    expect(describeAuditDetails({ kind: 'retry-wave' }, 'UTC')).toBe('');
  });

  it('describes a schedule change, a new season and the learning actions', () => {
    expect(
      describeAuditDetails(
        {
          kind: 'update-schedule',
          before: { enabled: true, intervalMinutes: 1440, timeOfDay: '18:00' },
          after: { enabled: false },
        },
        'UTC',
      ),
    ).toBe('Before: running, every day, from 18:00 server time; After: paused');
    expect(
      describeAuditDetails(
        { kind: 'start-season', number: 3, previous: 2, archivedRows: 120 },
        'UTC',
      ),
    ).toBe('Ended season 2; 120 standings archived');
    expect(
      describeAuditDetails(
        { kind: 'programme.start', name: 'Spring', postAfterDays: 14, retentionAfterDays: 60 },
        'UTC',
      ),
    ).toBe('name: Spring; postAfterDays: 14; retentionAfterDays: 60');
    expect(
      describeAuditDetails(
        {
          kind: 'forms.rebalance',
          method: 'rasch',
          firstAttempts: 400,
          players: 80,
          largestDifference: null,
        },
        'UTC',
      ),
    ).toBe('method: rasch; players: 80; firstAttempts: 400; largestDifference: —');
  });

  it('shows details the server could not read as they were stored, times local', () => {
    expect(
      describeAuditDetails(
        {
          kind: 'unrecognised',
          fields: [
            { key: 'at', value: '2025-11-21T18:00:00.000Z' },
            { key: 'difficulty', value: 'easy' },
            { key: 'seed', value: '42' },
            { key: 'userId', value: 'abc' },
            { key: 'note', value: null },
          ],
        },
        'UTC',
      ),
    ).toBe('Time: 21 Nov 2025, 18:00:00 UTC; difficulty: easy; note: —');
    expect(describeAuditDetails({ kind: 'unrecognised', fields: [] }, 'UTC')).toBe('');
  });

  it('links a wave by its time instead of showing its id', () => {
    expect(
      auditTarget(
        {
          action: 'cancel-wave',
          target: WAVE,
          details: { kind: 'cancel-wave', at: '2025-11-21T18:00:00.000Z' },
        },
        'UTC',
      ),
    ).toEqual({ kind: 'wave', id: WAVE, label: 'Wave of 21 Nov 2025, 18:00:00 UTC' });
    expect(
      auditTarget({ action: 'retry-wave', target: WAVE, details: { kind: 'retry-wave' } }, 'UTC'),
    ).toMatchObject({ kind: 'wave', label: 'Open the wave' });
    // A wave action whose details could not be read still links its wave.
    expect(
      auditTarget(
        { action: 'schedule-wave', target: WAVE, details: { kind: 'unrecognised', fields: [] } },
        'UTC',
      ),
    ).toEqual({ kind: 'wave', id: WAVE, label: 'Open the wave' });
  });

  it('names a season by its number, the schedule by its name, and a player by address', () => {
    expect(
      auditTarget(
        {
          action: 'start-season',
          target: 'Zz9yX8wV7uT6sR5qP4oN',
          details: { kind: 'start-season', number: 3, previous: 2, archivedRows: 0 },
        },
        'UTC',
      ),
    ).toEqual({ kind: 'text', text: 'Season 3' });
    expect(
      auditTarget(
        {
          action: 'update-schedule',
          target: null,
          details: {
            kind: 'update-schedule',
            before: { enabled: true, intervalMinutes: 60, timeOfDay: '18:00' },
            after: {},
          },
        },
        'UTC',
      ),
    ).toEqual({ kind: 'text', text: 'Automatic schedule' });
    expect(
      auditTarget(
        {
          action: 'grant-admin',
          target: 'deputy@example.com',
          details: { kind: 'grant-admin', userId: 'x' },
        },
        'UTC',
      ),
    ).toEqual({ kind: 'text', text: 'deputy@example.com' });
    expect(
      auditTarget(
        { action: 'renamed-long-ago', target: null, details: { kind: 'unrecognised', fields: [] } },
        'UTC',
      ),
    ).toEqual({ kind: 'none' });
  });
});
