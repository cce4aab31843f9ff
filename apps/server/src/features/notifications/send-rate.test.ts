import { describe, expect, it } from 'vitest';
import { SendRate } from './send-rate';

/** A clock that moves only when someone sleeps, so the test measures nothing real. */
function fakeClock() {
  let now = 1_000;
  const sleepers: { until: number; wake: () => void }[] = [];
  return {
    now: () => now,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        sleepers.push({ until: now + ms, wake });
      }),
    /** Wakes the earliest sleeper, moving the clock to its time. */
    step(): boolean {
      sleepers.sort((a, b) => a.until - b.until);
      const next = sleepers.shift();
      if (!next) return false;
      now = Math.max(now, next.until);
      next.wake();
      return true;
    },
  };
}

describe('send rate', () => {
  it('never lets more than perSecond sends start in any one-second window, across lanes', async () => {
    const clock = fakeClock();
    const rate = new SendRate(5, clock);
    const starts: number[] = [];
    const lane = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await rate.take();
        starts.push(clock.now());
      }
    };
    const lanes = Promise.all([lane(20), lane(20), lane(20)]);
    for (;;) {
      await new Promise((done) => setImmediate(done));
      if (!clock.step()) {
        await new Promise((done) => setImmediate(done));
        if (!clock.step()) break;
      }
    }
    await lanes;
    expect(starts).toHaveLength(60);
    // Every window [t, t + 1000) that starts at a send holds at most 5 sends.
    const most = Math.max(
      ...starts.map((t) => starts.filter((s) => s >= t && s < t + 1000).length),
    );
    expect(most).toBe(5);
    // And it is not slower than the rate: 60 sends at 5 a second span 11.8 seconds.
    expect(Math.max(...starts) - Math.min(...starts)).toBe(11_800);
  });
});
