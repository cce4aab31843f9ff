/**
 * The server's push events (GET /api/events), parsed with the server's own schema: its zod union
 * is the API document's `LiveEvent` component, which `npm run api:types` turns into the types and
 * into the zod schema this file parses with (lib/generated/zod-schemas.ts, decision 0033). The
 * SSE `event:` name is the event's `type`, its data the event as JSON. A message that does not
 * fit the union, in any field, is dropped rather than trusted.
 */
import type { Schemas } from '../../lib/api-schemas';
import { LiveEventSchema } from '../../lib/generated/zod-schemas';

export type LiveEvent = Schemas['LiveEvent'];
export type LiveEventType = LiveEvent['type'];
type EventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** A landed wave as the notice shows it: my part in it, or that it did not hit me. */
export type WaveLanded = Omit<EventOf<'wave-landed'>, 'type' | 'serverTime'>;

/**
 * The event types the app listens to: every type of the union, so that a type the server adds is
 * a compile error here until the app lists it.
 */
const LISTENED: { [T in LiveEventType]: true } = {
  countdown: true,
  'wave-landed': true,
  'leaderboard-changed': true,
  'season-started': true,
  ping: true,
};

/** Every event type the stream sends: the SSE event names to listen to. */
export const LIVE_EVENT_TYPES = Object.keys(LISTENED) as LiveEventType[];

/** The typed event for an SSE event of `type` with JSON `data`, or null when it is not one of ours. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LiveEventSchema.safeParse(body);
  // The event's name and its `type` must agree: a listener only sees its own type.
  return parsed.success && parsed.data.type === type ? parsed.data : null;
}
