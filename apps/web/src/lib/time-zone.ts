/**
 * The player's time zone: the one their settings keep (`GET /api/me/preferences`), else the
 * browser's. Every date and time on screen is written in it (lib/date-format.ts), and the server
 * counts the player's days (streaks, reminders) in it. The signed-in shell sends the browser's
 * zone once, when the player has none yet; a zone the player chose is never replaced.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api';
import type { Schemas } from './api-schemas';
import type { paths } from './generated/api-types';

export type Preferences = Schemas['Preferences'];
/** The body of `PATCH /api/me/preferences`: every field optional. */
export type PreferencesChange = NonNullable<
  paths['/me/preferences']['patch']['requestBody']
>['content']['application/json'];

export const preferencesQuery = queryOptions({
  queryKey: ['preferences'] as const,
  queryFn: ({ signal }) => api.get('/api/me/preferences', { signal }),
  staleTime: 5 * 60_000,
});

/** Saves a change of the player's preferences; the cache holds the server's answer. */
export async function savePreferences(
  queryClient: ReturnType<typeof useQueryClient>,
  change: PreferencesChange,
): Promise<Preferences> {
  const next = await api.patch('/api/me/preferences', { body: change });
  queryClient.setQueryData(preferencesQuery.queryKey, next);
  return next;
}

/** Whether this browser knows `name` as a time zone. */
export function isKnownTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own time zone (an IANA name), or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zone to write times in: the one the server counts the player's days in, once the player
 * has one; the browser's before that (the shell is sending it), rather than the server's UTC.
 */
export function pickTimeZone(
  preferences: Pick<Preferences, 'timeZone' | 'effectiveTimeZone'> | undefined,
  browser: string,
): string {
  return preferences?.timeZone ? preferences.effectiveTimeZone : browser;
}

/**
 * Whether the shell should send the browser's zone: only when the server holds none for the
 * player, never over one they chose, and only a zone the server can read.
 */
export function zoneToCapture(
  preferences: Pick<Preferences, 'timeZone'> | undefined,
  browser: string,
): string | null {
  if (!preferences || preferences.timeZone !== null) return null;
  return isKnownTimeZone(browser) && browser !== 'Etc/Unknown' ? browser : null;
}

/**
 * The player's time zone for a screen. It reads what the shell fetched (no request of its own,
 * so it is safe anywhere) and falls back to the browser's zone until that answer is in.
 */
export function useTimeZone(): string {
  const { data } = useQuery({ ...preferencesQuery, enabled: false });
  return pickTimeZone(data, browserTimeZone());
}

/**
 * For the signed-in, verified shell: fetches the preferences and, when the player has no zone
 * yet, sends the browser's once, when the page has gone idle: any write makes the app forget the
 * answers embedded in the page (lib/embedded-answers.ts), so a write on the first render would
 * send the page's cards back to the server for answers it already carried. A failure is left for
 * the next visit: times still show in the browser's zone meanwhile.
 */
export function useTimeZoneCapture(): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(preferencesQuery);
  const sent = useRef(false);
  useEffect(() => {
    const zone = zoneToCapture(data, browserTimeZone());
    if (!zone || sent.current) return;
    const send = () => {
      if (sent.current) return;
      sent.current = true;
      void savePreferences(queryClient, { timeZone: zone }).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(send, IDLE_FALLBACK_MS);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(send, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(idle);
  }, [data, queryClient]);
}

/** The longest the zone waits for an idle moment (and the wait where there is no idle callback). */
const IDLE_FALLBACK_MS = 3_000;

/**
 * A zone's name within its region, as the list shows it under the region's heading:
 * "Africa/Johannesburg" → "Johannesburg"; "America/Argentina/Buenos_Aires" → "Argentina / Buenos
 * Aires"; "UTC" → "UTC".
 */
export function cityOf(zone: string): string {
  const parts = zone.split('/');
  return (parts.length > 1 ? parts.slice(1) : parts).join(' / ').replaceAll('_', ' ');
}

/** "Africa/Johannesburg" → "Africa"; "UTC" → "Other". */
function regionOf(zone: string): string {
  const slash = zone.indexOf('/');
  return slash === -1 ? 'Other' : zone.slice(0, slash);
}

/** Every zone this browser knows (UTC first), or the browser's and UTC on an older one. */
export function knownTimeZones(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...all]);
  zones.add(browserTimeZone());
  return [...zones];
}

export interface ZoneGroup {
  region: string;
  zones: { zone: string; city: string }[];
}

/**
 * The zones whose name holds every word of `search` (any case; "los angeles" finds
 * America/Los_Angeles), grouped by region in A–Z order of region and city. `keep` (the chosen
 * zone) is always in, so the list never loses what the field shows.
 */
export function groupTimeZones(zones: readonly string[], search = '', keep?: string): ZoneGroup[] {
  const words = search
    .toLowerCase()
    .replaceAll('_', ' ')
    .split(/[\s/,]+/)
    .filter(Boolean);
  const groups = new Map<string, ZoneGroup>();
  for (const zone of zones) {
    const name = zone.toLowerCase().replaceAll('_', ' ');
    if (zone !== keep && !words.every((word) => name.includes(word))) continue;
    const region = regionOf(zone);
    let group = groups.get(region);
    if (!group) {
      group = { region, zones: [] };
      groups.set(region, group);
    }
    group.zones.push({ zone, city: cityOf(zone) });
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()]
    .sort((a, b) => byText(a.region, b.region))
    .map((group) => ({ ...group, zones: group.zones.sort((a, b) => byText(a.city, b.city)) }));
}
