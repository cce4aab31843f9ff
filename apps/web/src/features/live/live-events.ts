/**
 * The server's push events (apps/server/src/realtime/events-routes.ts), read defensively: a
 * malformed event is dropped rather than trusted.
 */
import type { NextWave } from '../../lib/api-schemas';

export const LIVE_EVENT_TYPES = [
  'countdown',
  'wave-landed',
  'leaderboard-changed',
  'season-started',
  'ping',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface WaveLanded {
  waveId: string;
  /** False when this player was not part of the wave (e.g. joined after it started). */
  hit: boolean;
  reportId: string | null;
  netChange: number | null;
  stars: number | null;
}

export type LiveEvent =
  | { type: 'countdown'; wave: NextWave }
  | ({ type: 'wave-landed'; serverTime: string | null } & WaveLanded)
  | { type: 'leaderboard-changed'; serverTime: string | null }
  | { type: 'season-started'; serverTime: string | null }
  | { type: 'ping'; serverTime: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);

function readNext(v: unknown): NextWave['next'] | undefined {
  if (v === null) return null;
  if (!isRecord(v)) return undefined;
  if (typeof v.id !== 'string' || typeof v.scheduledAt !== 'string') return undefined;
  if (!Array.isArray(v.forecast)) return undefined;
  return v as NextWave['next'];
}

/** The typed event for an SSE event of `type` with JSON `data`, or null when it is not one of ours. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(body)) return null;
  const serverTime = str(body.serverTime);
  switch (type) {
    case 'countdown': {
      const next = readNext(body.next);
      if (next === undefined || serverTime === null) return null;
      return { type, wave: { serverTime, next } };
    }
    case 'wave-landed': {
      const waveId = str(body.waveId);
      if (waveId === null) return null;
      const hit = body.hit === true;
      return {
        type,
        serverTime,
        waveId,
        hit,
        reportId: hit ? str(body.reportId) : null,
        netChange: hit ? int(body.netChange) : null,
        stars: hit ? int(body.stars) : null,
      };
    }
    case 'leaderboard-changed':
    case 'season-started':
    case 'ping':
      return { type, serverTime };
    default:
      return null;
  }
}
