import { describe, expect, it } from 'vitest';
import { auditTarget, describeAuditDetails } from './audit-details';

describe('an audit entry in words', () => {
  it('names frauds and families, writes local times, and leaves out seeds and ids', () => {
    const details = {
      at: '2025-11-21T18:00:00.000Z',
      difficulty: 'custom',
      forecast: ['social', 'identity'],
      attacks: ['SimSwap', 'AtmSkimming'],
      seed: 42,
    };
    const text = describeAuditDetails('unknown-action', details, 'Africa/Johannesburg');
    expect(text).toBe(
      'Difficulty: Custom; Forecast: Social engineering, Identity and access; Attacks: SIM Swap Fraud, ATM Skimming; Time: 21 Nov 2025, 20:00:00 GMT+2',
    );
    for (const raw of ['SimSwap', 'AtmSkimming', 'social', 'identity', '2025-11-21T', '42']) {
      expect(text).not.toContain(raw);
    }
    expect(describeAuditDetails('grant-admin', { userId: 'abc' }, 'UTC')).toBe('');
    expect(describeAuditDetails('edit-wave', { forecast: [] }, 'UTC')).toBe('Forecast: none');
    expect(describeAuditDetails('edit-wave', null, 'UTC')).toBe('');
    expect(describeAuditDetails('edit-wave', [1, 2], 'UTC')).toBe('');
  });

  it("leaves a wave's time to the target, which names it", () => {
    const details = { attacks: ['SimSwap'], at: '2025-11-21T18:00:00.000Z', difficulty: 'easy' };
    expect(describeAuditDetails('schedule-wave', details, 'UTC')).toBe(
      'Difficulty: Easy; Attacks: SIM Swap Fraud',
    );
    expect(describeAuditDetails('cancel-wave', { at: details.at }, 'UTC')).toBe('');
  });

  it('describes a schedule change and a new season', () => {
    expect(
      describeAuditDetails(
        'update-schedule',
        {
          before: { enabled: true, intervalMinutes: 1440, timeOfDay: '18:00' },
          after: { enabled: false },
        },
        'UTC',
      ),
    ).toBe('Before: running, every day, from 18:00 server time; After: paused');
    expect(
      describeAuditDetails('start-season', { number: 3, previous: 2, archivedRows: 120 }, 'UTC'),
    ).toBe('Ended season 2; 120 standings archived');
  });

  it('links a wave by its time instead of showing its id', () => {
    expect(
      auditTarget(
        'schedule-wave',
        'Ab3dE5gH7jK9mN1pQ3sT',
        { at: '2025-11-21T18:00:00.000Z' },
        'UTC',
      ),
    ).toEqual({
      kind: 'wave',
      id: 'Ab3dE5gH7jK9mN1pQ3sT',
      label: 'Wave of 21 Nov 2025, 18:00:00 UTC',
    });
    expect(auditTarget('retry-wave', 'Ab3dE5gH7jK9mN1pQ3sT', {}, 'UTC')).toMatchObject({
      kind: 'wave',
      label: 'Open the wave',
    });
  });

  it('names a season by its number, the schedule by its name, and a player by address', () => {
    expect(auditTarget('start-season', 'Zz9yX8wV7uT6sR5qP4oN', { number: 3 }, 'UTC')).toEqual({
      kind: 'text',
      text: 'Season 3',
    });
    expect(auditTarget('update-schedule', null, {}, 'UTC')).toEqual({
      kind: 'text',
      text: 'Automatic schedule',
    });
    expect(auditTarget('grant-admin', 'deputy@example.com', { userId: 'x' }, 'UTC')).toEqual({
      kind: 'text',
      text: 'deputy@example.com',
    });
    expect(auditTarget('unknown-action', null, {}, 'UTC')).toEqual({ kind: 'none' });
  });
});
