import { createRoute, z } from '@hono/zod-openapi';
import type { Clock } from '../lib/clock';
import { answers, createRouter, jsonBody } from './openapi';

const AdvanceClockSchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000),
});

const ServerTimeSchema = z.object({ serverTime: z.string() }).openapi('ServerTime');

/** POST /api/admin/test-clock {advanceMs}: moves the test clock and runs the scheduler. */
export function createTestClockRoutes(game: { clock: Clock; kick: () => void }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/test-clock',
      tags: ['Testing'],
      summary: 'Move the server clock forward (only with TEST_CLOCK=on, never in production)',
      request: { body: jsonBody(AdvanceClockSchema) },
      responses: answers('The new server time', ServerTimeSchema),
    }),
    (c) => {
      game.clock.advance?.(c.req.valid('json').advanceMs);
      game.kick();
      return c.json({ serverTime: game.clock.now().toISOString() }, 200);
    },
  );
  return router;
}
