import { BOOSTER } from '@ffl/engine/booster';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import {
  BoosterAnswerSchema,
  BoosterIdSchema,
  BoosterStartSchema,
  BoosterStatusSchema,
  BoosterViewSchema,
} from './booster-schemas';
import { answerBooster, getBooster, getBoosterStatus, startBooster } from './booster-service';

const BoosterParam = z.object({ boosterId: BoosterIdSchema });

/** Far more than a person answers by hand; a script meets it. */
export const BOOSTER_ANSWER_RULE: RateRule = { max: 120, windowSeconds: 3600 };

/** My post-wave boosters (engine booster.ts): the offer, the booster, an answer. */
export function createBoosterRoutes(deps: { db: Db; now: () => Date; limiter: RateLimiter }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/boosters',
      tags: ['Learning measure'],
      summary: 'My booster offer after a wave, my open booster, and my finished ones',
      description: `A wave whose attacks cost me money offers, for ${BOOSTER.offerHours} hours, one booster: ${BOOSTER.items} quiz questions of the family that cost me the most, from my review queue (questions I answered before, the missed ones first), in other words than before. Unpaid; the results are part of my learning curve.`,
      responses: answers('My boosters', BoosterStatusSchema),
    }),
    async (c) => c.json(await getBoosterStatus(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/boosters',
      tags: ['Learning measure'],
      summary: 'Start the booster my latest wave offers, or return the one I started for it',
      description:
        'failed-precondition when that wave offers no booster (it cost me nothing, it is not my latest wave, or the offer lapsed). One booster per wave: starting again returns it.',
      request: { body: jsonBody(BoosterStartSchema) },
      responses: answers('The booster, without answers', BoosterViewSchema),
    }),
    async (c) =>
      c.json(await startBooster(db, c.get('user').id, c.req.valid('json').waveId, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/boosters/{boosterId}',
      tags: ['Learning measure'],
      summary: 'One of my boosters, with my answers so far explained',
      request: { params: BoosterParam },
      responses: answers('The booster', BoosterViewSchema),
    }),
    async (c) =>
      c.json(await getBooster(db, c.get('user').id, c.req.valid('param').boosterId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/boosters/{boosterId}/answers',
      tags: ['Learning measure'],
      summary: 'Answer one question of my booster: every option is then explained',
      description: `Answers are final: the same answer again is accepted, another one is refused. The last answer completes the booster. Rate limited to ${BOOSTER_ANSWER_RULE.max} an hour.`,
      request: { params: BoosterParam, body: jsonBody(BoosterAnswerSchema) },
      responses: answers('The booster, with this answer explained', BoosterViewSchema),
    }),
    async (c) => {
      const userId = c.get('user').id;
      await deps.limiter.hit(`booster-answer:${userId}`, BOOSTER_ANSWER_RULE);
      const body = c.req.valid('json');
      return c.json(
        await answerBooster(db, {
          userId,
          boosterId: c.req.valid('param').boosterId,
          questionId: body.questionId,
          optionId: body.optionId,
          now: now(),
        }),
        200,
      );
    },
  );

  return router;
}
