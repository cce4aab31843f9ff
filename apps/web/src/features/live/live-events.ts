/**
 * The server's push events (GET /api/events), typed by the API document's `LiveEvent` union: the
 * server builds every event through the same zod schema (realtime/live-events-schemas.ts). The
 * SSE `event:` name is the event's `type`, its data the event as JSON. Read defensively all the
 * same: a malformed event is dropped rather than trusted.
 */
import type { Schemas } from '../../lib/api-schemas';

export type LiveEvent = Schemas['LiveEvent'];
export type LiveEventType = LiveEvent['type'];
type EventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** A landed wave as the notice shows it: my part in it, or that it did not hit me. */
export type WaveLanded = Omit<EventOf<'wave-landed'>, 'type' | 'serverTime'>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);

function readNext(v: unknown): EventOf<'countdown'>['next'] | undefined {
  if (v === null) return null;
  if (!isRecord(v)) return undefined;
  if (typeof v.id !== 'string' || typeof v.scheduledAt !== 'string') return undefined;
  if (!Array.isArray(v.forecast)) return undefined;
  return v as EventOf<'countdown'>['next'];
}

/**
 * One reader per event type of the union, so that a type the server adds is a compile error here
 * until the app reads it. Each gets the event's JSON object and its clock.
 */
const READERS: {
  [T in LiveEventType]: (body: Record<string, unknown>, serverTime: string) => EventOf<T> | null;
} = {
  countdown: (body, serverTime) => {
    const next = readNext(body.next);
    return next === undefined ? null : { type: 'countdown', next, serverTime };
  },
  'wave-landed': (body, serverTime) => {
    const waveId = str(body.waveId);
    if (waveId === null) return null;
    const hit = body.hit === true;
    return {
      type: 'wave-landed',
      waveId,
      hit,
      reportId: hit ? str(body.reportId) : null,
      netChange: hit ? int(body.netChange) : null,
      stars: hit ? int(body.stars) : null,
      serverTime,
    };
  },
  'leaderboard-changed': (body, serverTime) =>
    body.reason === 'wave' || body.reason === 'season'
      ? { type: 'leaderboard-changed', reason: body.reason, serverTime }
      : null,
  'season-started': (body, serverTime) => {
    const season = int(body.season);
    return season === null ? null : { type: 'season-started', season, serverTime };
  },
  ping: (_body, serverTime) => ({ type: 'ping', serverTime }),
};

/** Every event type the stream sends: the SSE event names to listen to. */
export const LIVE_EVENT_TYPES = Object.keys(READERS) as LiveEventType[];

function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(READERS, type);
}

/** The typed event for an SSE event of `type` with JSON `data`, or null when it is not one of ours. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!isLiveEventType(type)) return null;
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(body)) return null;
  const serverTime = str(body.serverTime);
  if (serverTime === null) return null;
  const read = READERS[type] as (
    body: Record<string, unknown>,
    serverTime: string,
  ) => LiveEvent | null;
  return read(body, serverTime);
}
