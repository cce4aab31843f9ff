import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  cityOf,
  groupTimeZones,
  isKnownTimeZone,
  knownTimeZones,
  pickTimeZone,
  zoneToCapture,
} from './time-zone';

describe('which zone the times are written in', () => {
  it('is the zone the player keeps, as the server counts it, else the browser’s', () => {
    const kept = { timeZone: 'America/Los_Angeles', effectiveTimeZone: 'America/Los_Angeles' };
    expect(pickTimeZone(kept, 'Africa/Johannesburg')).toBe('America/Los_Angeles');
    // A zone the server no longer reads counts as UTC there, so it does here too.
    expect(
      pickTimeZone({ timeZone: 'Gone/Away', effectiveTimeZone: 'UTC' }, 'Africa/Johannesburg'),
    ).toBe('UTC');
    // None yet (the shell is sending the browser's): the browser's, not the server's UTC.
    expect(pickTimeZone({ timeZone: null, effectiveTimeZone: 'UTC' }, 'Africa/Johannesburg')).toBe(
      'Africa/Johannesburg',
    );
    expect(pickTimeZone(undefined, 'Africa/Johannesburg')).toBe('Africa/Johannesburg');
  });
});

describe('the browser zone the shell sends', () => {
  it('is sent only while the player has no zone', () => {
    expect(zoneToCapture({ timeZone: null }, 'Africa/Johannesburg')).toBe('Africa/Johannesburg');
  });

  it('never replaces a zone the player chose', () => {
    expect(zoneToCapture({ timeZone: 'America/Los_Angeles' }, 'Africa/Johannesburg')).toBeNull();
  });

  it('waits for the preferences, and never sends a zone the server could not read', () => {
    expect(zoneToCapture(undefined, 'Africa/Johannesburg')).toBeNull();
    expect(zoneToCapture({ timeZone: null }, 'Mars/Olympus_Mons')).toBeNull();
    expect(zoneToCapture({ timeZone: null }, '')).toBeNull();
  });
});

describe('time zone names', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Africa/Johannesburg')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone(browserTimeZone())).toBe(true);
  });

  it('lists UTC first and every zone of the browser', () => {
    const zones = knownTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Africa/Johannesburg');
    expect(zones).toContain('America/Los_Angeles');
    expect(zones).toContain(browserTimeZone());
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('names a zone by its city', () => {
    expect(cityOf('Africa/Johannesburg')).toBe('Johannesburg');
    expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Argentina / Buenos Aires');
    expect(cityOf('UTC')).toBe('UTC');
  });
});

describe('the zone list of Settings', () => {
  const zones = [
    'UTC',
    'Europe/London',
    'America/Los_Angeles',
    'Africa/Lagos',
    'Africa/Johannesburg',
  ];

  it('groups zones by region, regions and cities in A–Z order', () => {
    expect(groupTimeZones(zones)).toEqual([
      {
        region: 'Africa',
        zones: [
          { zone: 'Africa/Johannesburg', city: 'Johannesburg' },
          { zone: 'Africa/Lagos', city: 'Lagos' },
        ],
      },
      { region: 'America', zones: [{ zone: 'America/Los_Angeles', city: 'Los Angeles' }] },
      { region: 'Europe', zones: [{ zone: 'Europe/London', city: 'London' }] },
      { region: 'Other', zones: [{ zone: 'UTC', city: 'UTC' }] },
    ]);
  });

  it('finds a zone by words of its name, in any case, with spaces for underscores', () => {
    expect(groupTimeZones(zones, 'los angeles').flatMap((g) => g.zones.map((z) => z.zone))).toEqual(
      ['America/Los_Angeles'],
    );
    expect(groupTimeZones(zones, 'AFRICA jo').flatMap((g) => g.zones.map((z) => z.zone))).toEqual([
      'Africa/Johannesburg',
    ]);
    expect(groupTimeZones(zones, 'atlantis')).toEqual([]);
  });

  it('keeps the chosen zone in the list whatever the search', () => {
    expect(
      groupTimeZones(zones, 'london', 'Africa/Lagos').flatMap((g) => g.zones.map((z) => z.zone)),
    ).toEqual(['Africa/Lagos', 'Europe/London']);
  });
});
