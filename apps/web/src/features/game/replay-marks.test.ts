import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import { markArrivedLive, markPlayed, shouldAutoplay } from './replay-marks';

/** A report of a real wave (not the practice one). */
const live = (id: string) => ({ id, practice: false });

describe('replay marks', () => {
  it('play a report once, on its own, only when it arrived live', () => {
    const storage = memoryStorage();
    expect(shouldAutoplay(live('a'), storage)).toBe(false);
    markArrivedLive('a', storage);
    expect(shouldAutoplay(live('a'), storage)).toBe(true);
    expect(shouldAutoplay(live('b'), storage)).toBe(false);
    markPlayed('a', storage);
    expect(shouldAutoplay(live('a'), storage)).toBe(false);
    // The push may name it again (a reconnect replays missed events): played stays played.
    markArrivedLive('a', storage);
    expect(shouldAutoplay(live('a'), storage)).toBe(false);
  });

  it('keep the latest reports only, and survive unreadable or blocked storage', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 60; index += 1) markArrivedLive(`r${index}`, storage);
    expect(shouldAutoplay(live('r59'), storage)).toBe(true);
    expect(shouldAutoplay(live('r0'), storage)).toBe(false);
    storage.setItem('ffl.wave-replay', '{not json');
    expect(shouldAutoplay(live('r59'), storage)).toBe(false);
    const blocked = memoryStorage(true);
    expect(() => markArrivedLive('x', blocked)).not.toThrow();
    expect(shouldAutoplay(live('x'), blocked)).toBe(false);
    expect(shouldAutoplay(live('x'), undefined)).toBe(false);
  });

  it("play the practice wave's report once on its own, though no push named it", () => {
    const storage = memoryStorage();
    const practice = { id: 'p', practice: true };
    expect(shouldAutoplay(practice, storage)).toBe(true);
    markPlayed('p', storage);
    expect(shouldAutoplay(practice, storage)).toBe(false);
  });
});
