import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A certificate's id in its verification address: `<assignment and player, base64url>.<HMAC>`.
 * The key is derived from the auth secret with a label of its own, so it signs nothing else.
 * Anyone may open the address; a changed character anywhere fails the signature.
 */
export function certificateKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('ffl/certificate/v1').digest();
}

/** 128 bits of HMAC-SHA256: forging one is out of reach, and the address fits on one line. */
const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest().subarray(0, 16);

export function signCertificate(key: Buffer, assignmentId: string, userId: string): string {
  const body = Buffer.from(`${assignmentId}\n${userId}`, 'utf8').toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The assignment and player a genuine id names; null for anything forged, cut or malformed. */
export function verifyCertificate(
  key: Buffer,
  id: string,
): { assignmentId: string; userId: string } | null {
  if (id.length > 300) return null;
  const [body, sig, ...rest] = id.split('.');
  if (!body || !sig || rest.length > 0) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{22}$/.test(sig)) return null;
  const expected = mac(key, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [assignmentId, userId, ...extra] = Buffer.from(body, 'base64url')
    .toString('utf8')
    .split('\n');
  if (!assignmentId || !userId || extra.length > 0) return null;
  return { assignmentId, userId };
}
