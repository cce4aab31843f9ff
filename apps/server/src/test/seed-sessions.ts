import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Signs a session token the way the identity library signs its cookie: `<token>.<HMAC-SHA256 in
 * base64>`, URL-encoded, under the `ffl.session_token` name.
 */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `ffl.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Gives each of the players `<prefix>-1` … `<prefix>-<count>` (see seed-players.ts) a signed-in
 * session valid for a day, in one statement, and returns their Cookie headers in the same order.
 * For benchmarks that need thousands of signed-in players without signing each one in.
 */
export async function seedSessions(
  db: Db,
  count: number,
  prefix: string,
  secret: string,
): Promise<string[]> {
  const tokenOf = (i: number) => `${prefix}session${String(i).padStart(24, '0')}`;
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at, created_at, updated_at)
    select ${prefix} || '-session-' || i,
      ${prefix} || 'session' || lpad(i::text, 24, '0'),
      ${prefix} || '-' || i, now() + interval '1 day', now(), now()
    from generate_series(1, ${count}) as i`);
  return Array.from({ length: count }, (_, index) => sessionCookie(tokenOf(index + 1), secret));
}
