import { hashPassword, verifyPassword } from '@better-auth/utils/password';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createPasswordHasher } from './password-hasher';

const hasher = createPasswordHasher({ threads: 1, maxQueue: 3 });
afterAll(() => hasher.close());

describe('password hashing on worker threads', () => {
  it("writes better-auth's salt:key format, and each side verifies the other's hashes", async () => {
    const ours = await hasher.hash('Blue-Harbour-Lantern-42');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(ours, 'Blue-Harbour-Lantern-42')).toBe(true);
    const theirs = await hashPassword('Blue-Harbour-Lantern-42');
    expect(await hasher.verify(theirs, 'Blue-Harbour-Lantern-42')).toBe(true);
    expect(await hasher.verify(theirs, 'blue-harbour-lantern-42')).toBe(false);
    expect(await hasher.verify(ours, 'Wrong-Harbour-Lantern-42')).toBe(false);
  });

  it('hashes at the cost it is given, and a hash verifies only at the cost it was made with', async () => {
    const cheap = createPasswordHasher({ threads: 1, cost: 1_024 });
    try {
      const hash = await cheap.hash('Blue-Harbour-Lantern-42');
      expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await cheap.verify(hash, 'Blue-Harbour-Lantern-42')).toBe(true);
      // The default is better-auth's cost: it does not accept the cheaper hash, and vice versa.
      expect(await hasher.verify(hash, 'Blue-Harbour-Lantern-42')).toBe(false);
      expect(await verifyPassword(hash, 'Blue-Harbour-Lantern-42')).toBe(false);
      expect(await cheap.verify(await hashPassword('x-Harbour-42'), 'x-Harbour-42')).toBe(false);
    } finally {
      await cheap.close();
    }
    expect(() => createPasswordHasher({ cost: 1_000 })).toThrow('power of two');
  });

  it('refuses a malformed hash without crashing the thread', async () => {
    await expect(hasher.verify('not-a-hash', 'anything')).rejects.toThrow('Invalid password hash');
    expect(await hasher.verify(await hasher.hash('still works'), 'still works')).toBe(true);
  });

  it('answers resource-exhausted past its queue, and finishes every job it took', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      hasher.hash(`password ${i}`).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    );
    const results = await Promise.all(attempts);
    const refused = results.filter((r) => !r.ok);
    // One running and three queued are accepted; the other six are refused at once.
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.error).toBeInstanceOf(AppError);
      expect((r.error as AppError).code).toBe('resource-exhausted');
    }
    expect(hasher.load()).toEqual({ running: 0, queued: 0 });
  });
});
