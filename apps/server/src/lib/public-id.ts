import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are dropped so that every character is equally likely (248 = 4 × 62). */
const UNBIASED_LIMIT = 248;

/** Length of the ids the API shows for waves, reports, leagues and banks (the specification's 20). */
export const PUBLIC_ID_LENGTH = 20;

/**
 * A public id: 20 characters from [A-Za-z0-9], from the operating system's random source. A wave
 * mints one per player, so this draws bytes in bulk rather than one call per character.
 */
export function createPublicId(): string {
  let id = '';
  while (id.length < PUBLIC_ID_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < UNBIASED_LIMIT) id += ALPHANUMERIC[byte % 62];
      if (id.length === PUBLIC_ID_LENGTH) break;
    }
  }
  return id;
}
