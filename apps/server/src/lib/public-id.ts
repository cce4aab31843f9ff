import { randomFillSync } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are dropped so that every character is equally likely (248 = 4 × 62). */
const UNBIASED_LIMIT = 248;

/** Length of the ids the API shows for waves, reports, leagues and banks (the specification's 20). */
export const PUBLIC_ID_LENGTH = 20;

/** Random bytes drawn from the operating system 4 KiB at a time, and used once each. */
const pool = Buffer.alloc(4096);
let used = pool.length;

function nextRandomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const byte = pool[used] as number;
  used += 1;
  return byte;
}

/**
 * A public id: 20 characters from [A-Za-z0-9], from the operating system's random source. A wave
 * mints one per player, so the bytes come from a pool refilled in bulk: one system call for about
 * 200 ids instead of one each.
 */
export function createPublicId(): string {
  let id = '';
  while (id.length < PUBLIC_ID_LENGTH) {
    const byte = nextRandomByte();
    if (byte < UNBIASED_LIMIT) id += ALPHANUMERIC[byte % 62];
  }
  return id;
}
