import { createRoute, z } from '@hono/zod-openapi';
import { answers, createRouter, jsonBody } from '../http/openapi';

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

/** POST /api/admin/test-clock {advanceMs}: moves the test clock and runs the scheduler. */
export function createTestClockRoutes(game: { clock: Clock; kick: () => void }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/test-clock',
      tags: ['Testing'],
      summary: 'Move the server clock forward (only with TEST_CLOCK=on, never in production)',
      request: {
        body: jsonBody(
          z.strictObject({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(30 * 86_400_000),
          }),
        ),
      },
      responses: answers('The new server time'),
    }),
    (c) => {
      game.clock.advance?.(c.req.valid('json').advanceMs);
      game.kick();
      return c.json({ serverTime: game.clock.now().toISOString() }, 200);
    },
  );
  return router;
}
