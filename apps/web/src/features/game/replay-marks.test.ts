import { describe, expect, it } from 'vitest';
import { markArrivedLive, markPlayed, shouldAutoplay } from './replay-marks';

/** A Storage in memory; `broken` throws on every call, as a blocked storage does. */
function memoryStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const check = () => {
    if (broken) throw new Error('storage is blocked');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => {
      check();
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      check();
      items.set(key, value);
    },
  };
}

describe('replay marks', () => {
  it('play a report once, on its own, only when it arrived live', () => {
    const storage = memoryStorage();
    expect(shouldAutoplay('a', storage)).toBe(false);
    markArrivedLive('a', storage);
    expect(shouldAutoplay('a', storage)).toBe(true);
    expect(shouldAutoplay('b', storage)).toBe(false);
    markPlayed('a', storage);
    expect(shouldAutoplay('a', storage)).toBe(false);
    // The push may name it again (a reconnect replays missed events): played stays played.
    markArrivedLive('a', storage);
    expect(shouldAutoplay('a', storage)).toBe(false);
  });

  it('keep the latest reports only, and survive unreadable or blocked storage', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 60; index += 1) markArrivedLive(`r${index}`, storage);
    expect(shouldAutoplay('r59', storage)).toBe(true);
    expect(shouldAutoplay('r0', storage)).toBe(false);
    storage.setItem('ffl.wave-replay', '{not json');
    expect(shouldAutoplay('r59', storage)).toBe(false);
    const blocked = memoryStorage(true);
    expect(() => markArrivedLive('x', blocked)).not.toThrow();
    expect(shouldAutoplay('x', blocked)).toBe(false);
    expect(shouldAutoplay('x', undefined)).toBe(false);
  });
});
