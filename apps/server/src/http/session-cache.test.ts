import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_CACHE_MS, type SessionResult } from './session-cache';

function session(expiresInMs = 3_600_000): SessionResult {
  return {
    session: { expiresAt: new Date(Date.now() + expiresInMs) },
    user: { id: 'u1' },
  } as unknown as SessionResult;
}

/** A load whose answer the test releases, counting the calls. */
function gatedLoad(result: SessionResult | null) {
  let release = () => {};
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const load = async () => {
    load.calls += 1;
    await gate;
    return result;
  };
  load.calls = 0;
  return { load, release };
}

describe('the session cache', () => {
  it('shares one check among requests that arrive together', async () => {
    const cache = createSessionCache();
    const { load, release } = gatedLoad(session());
    const answers = Array.from({ length: 10 }, () => cache.get('cookie-a', load));
    release();
    const results = await Promise.all(answers);
    expect(load.calls).toBe(1);
    expect(new Set(results).size).toBe(1);
    // Remembered afterwards: no new check.
    await cache.get('cookie-a', load);
    expect(load.calls).toBe(1);
  });

  it('checks again after two seconds, and never remembers an unknown cookie', async () => {
    let time = Date.now();
    const cache = createSessionCache(() => time);
    let calls = 0;
    const load = async () => {
      calls += 1;
      return session();
    };
    await cache.get('cookie-b', load);
    time += SESSION_CACHE_MS - 1;
    await cache.get('cookie-b', load);
    expect(calls).toBe(1);
    time += 2;
    await cache.get('cookie-b', load);
    expect(calls).toBe(2);

    let unknownCalls = 0;
    const unknown = async () => {
      unknownCalls += 1;
      return null;
    };
    await cache.get('cookie-c', unknown);
    await cache.get('cookie-c', unknown);
    expect(unknownCalls).toBe(2);
  });

  it('does not remember a check that was in flight when the cache was cleared', async () => {
    const cache = createSessionCache();
    const { load, release } = gatedLoad(session());
    const during = cache.get('cookie-d', load);
    cache.clear(); // e.g. a sign-out while the check was running
    release();
    await during;
    let calls = 0;
    await cache.get('cookie-d', async () => {
      calls += 1;
      return null;
    });
    expect(calls).toBe(1);
  });
});
