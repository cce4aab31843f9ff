import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '../preferences/preferences-service';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'wave-soon',
  'wave-results',
  'reminders',
  'season-end',
];

/**
 * The unsubscribe link's token: `<kind>.<user id in base64url>.<HMAC-SHA256 of both>`. The key is
 * derived from the auth secret (HMAC of a fixed label), so it signs nothing else and rotating the
 * auth secret voids old links. It never expires: an unsubscribe link must keep working.
 */
export function unsubscribeKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('ffl/unsubscribe-token/v1').digest();
}

function signature(key: Buffer, userId: string, kind: NotificationKind): Buffer {
  return createHmac('sha256', key).update(`${kind}\n${userId}`).digest();
}

export function signUnsubscribe(key: Buffer, userId: string, kind: NotificationKind): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${kind}.${id}.${signature(key, userId, kind).toString('base64url')}`;
}

/** The user and kind a genuine token names; null for anything forged, cut or malformed. */
export function verifyUnsubscribe(
  key: Buffer,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  if (token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kindText, id, sig] = parts as [string, string, string];
  const kind = NOTIFICATION_KINDS.find((k) => k === kindText);
  if (!kind || !/^[A-Za-z0-9_-]+$/.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const expected = signature(key, userId, kind);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
