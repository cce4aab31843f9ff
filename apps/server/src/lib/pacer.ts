import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a piece of long work (resolving a wave's batch, a fan-out to thousands of streams, a
 * wave's preview) runs before it lets the event loop serve other requests. A request that arrives
 * meanwhile waits a few slices, not the whole work.
 */
export const SLICE_MS = 1;

export interface PacerOptions {
  /** The time a slice may take (default SLICE_MS). */
  sliceMs?: number;
  /** Also rest after this many items, whatever the time (tests, and work with a known cost). */
  items?: number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

export interface Pacer {
  /** Counts one item done; true when the slice is used up and the work should rest. */
  tick(): boolean;
  /** Lets the event loop run everything waiting (I/O, timers, other work), then starts a slice. */
  rest(): Promise<void>;
}

/**
 * Paces long work by time, not by a count of items: a player's resolution and a stream's write
 * differ in cost a hundredfold, and the cost of each moves with the machine. Use it as
 * `if (pacer.tick()) await pacer.rest();` after each item.
 */
export function createPacer(options: PacerOptions = {}): Pacer {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const items = options.items ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? (() => performance.now());
  let start = now();
  let count = 0;
  return {
    tick() {
      count += 1;
      return count >= items || now() - start >= sliceMs;
    },
    async rest() {
      await nextTurn();
      start = now();
      count = 0;
    },
  };
}
