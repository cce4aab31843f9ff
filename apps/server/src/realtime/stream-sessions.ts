import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import { accessErrors } from '../http/guards';

/** The session cookie's names: plain, and with the prefix browsers require over HTTPS. */
const COOKIE_NAMES = ['ffl.session_token', '__Secure-ffl.session_token'];
/** Lookups gathered before one query runs. */
const BATCH_MAX = 500;
/**
 * How long a lookup waits for others to share its query. Streams open one request at a time, so a
 * single event-loop turn gathers only a few; a few milliseconds gather a reconnecting crowd.
 */
export const BATCH_WINDOW_MS = 5;

export interface StreamSession {
  userId: string;
  token: string;
}

/** The token of a correctly signed session cookie, or null. */
export function readSessionToken(cookieHeader: string, secret: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!COOKIE_NAMES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

const SessionRowSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  email_verified: z.boolean(),
  banned: z.boolean().nullable(),
});

type SessionRow = z.infer<typeof SessionRowSchema>;

const TokenRowSchema = z.object({ token: z.string() });

/**
 * The session check of a long-lived event stream, cheaper than the identity library's: the
 * cookie's signature is checked in memory, and the session and its player are read in one query
 * shared by the streams that open at the same moment (thousands do after a deploy). The same rules
 * as every other API call apply: a live session (401), an enabled account (403), a verified e-mail
 * (403 failed-precondition).
 */
export function createStreamSessions(db: Db, secret: string, now: () => Date) {
  let waiting: {
    token: string;
    done: (row: SessionRow | undefined) => void;
    fail: (e: unknown) => void;
  }[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    try {
      const rows = await selectRows(
        db,
        sql`select s.token, s.user_id, u.email_verified, u.banned
            from jsonb_array_elements_text(${JSON.stringify(batch.map((item) => item.token))}::jsonb) as t(token)
            join session s on s.token = t.token
            join "user" u on u.id = s.user_id
            where s.expires_at > ${now().toISOString()}`,
        SessionRowSchema,
      );
      const byToken = new Map(rows.map((row) => [row.token, row]));
      for (const item of batch) item.done(byToken.get(item.token));
    } catch (error) {
      for (const item of batch) item.fail(error);
    }
  }

  function lookUp(token: string): Promise<SessionRow | undefined> {
    return new Promise((done, fail) => {
      waiting.push({ token, done, fail });
      if (waiting.length >= BATCH_MAX) void flush();
      else if (!scheduled) {
        scheduled = true;
        setTimeout(() => {
          if (scheduled) void flush();
        }, BATCH_WINDOW_MS);
      }
    });
  }

  return {
    /** The stream's player, or the AppError every API call would answer. */
    async check(cookieHeader: string): Promise<StreamSession> {
      const token = readSessionToken(cookieHeader, secret);
      if (!token) throw accessErrors.signIn();
      const row = await lookUp(token);
      if (!row) throw accessErrors.signIn();
      if (row.banned) throw accessErrors.disabled();
      if (!row.email_verified) throw accessErrors.unverified();
      return { userId: row.user_id, token };
    },
    /** Of these tokens, those whose session is alive and whose player is enabled. */
    async liveTokens(tokens: readonly string[]): Promise<Set<string>> {
      const rows = await selectRows(
        db,
        sql`select s.token
            from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) as t(token)
            join session s on s.token = t.token
            join "user" u on u.id = s.user_id
            where s.expires_at > ${now().toISOString()} and not coalesce(u.banned, false)`,
        TokenRowSchema,
      );
      return new Set(rows.map((row) => row.token));
    },
  };
}

export type StreamSessions = ReturnType<typeof createStreamSessions>;
