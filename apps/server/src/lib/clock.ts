/**
 * The server's clock. Waves, countdowns and the schedule read it; browser tests can move it
 * forward (TEST_CLOCK=on, never in production) instead of waiting minutes for a wave.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward; only the test clock supports it. */
  advance?(ms: number): void;
}

export function createSystemClock(): Clock {
  return { now: () => new Date() };
}

export function createTestClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
