import { ECONOMY } from '@ffl/engine/economy';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, NoBody } from '../../http/openapi';
import { withBank } from '../bank/bank-middleware';
import { StreakSchema } from './streak-schemas';
import { buyStreakFreeze, getStreak } from './streak-service';

/** My daily streak, and the streak freeze. */
export function createStreakRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/streak',
      tags: ['Streak'],
      summary: 'My daily streak: current and longest, whether today is done, and the freeze',
      description:
        "A day counts when I complete a drill, a quiz or a due review on it, in my time zone's days.",
      responses: answers('The streak as of now', StreakSchema),
    }),
    async (c) => c.json(await getStreak(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/streak/freeze',
      tags: ['Streak'],
      summary: 'Buy a streak freeze: it covers one missed day',
      description: `Costs ${ECONOMY.streakFreezePrice} credits of cash, through the ledger. A player holds at most ${ECONOMY.maxStreakFreezes}: holding one already is failed-precondition, as is not enough cash. Send an Idempotency-Key: a retry with the same key returns the first answer and pays once.`,
      middleware: [withBank(db)] as const,
      request: { headers: IdempotencyHeaders, body: NoBody },
      responses: answers('The streak after the purchase', StreakSchema),
    }),
    async (c) => {
      const { result, replayed } = await buyStreakFreeze(db, {
        userId: c.get('user').id,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: now(),
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
    },
  );

  return router;
}
