import { DEFENSE_EVIDENCE } from '@ffl/content/defense-evidence';
import { DEFENSE_CONTENT, FRAUD_CONTENT } from '@ffl/content/registry';
import type { FraudContent } from '@ffl/content/types';
import { DEFENSE_IDS, type DefenseId, FRAUD_IDS } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { DefenseIdSchema, FraudIdSchema } from '../../http/domain-schemas';
import { answers, createRouter } from '../../http/openapi';
import {
  type DefensePage,
  DefensePageSchema,
  type FraudPage,
  FraudPageSchema,
  SummariesSchema,
} from './content-schemas';

/**
 * The learning pages, served by the API rather than bundled into the web app: a fraud page's quiz
 * holds the right answers, and the client must never receive them before answering (the quiz
 * routes hand out questions one attempt at a time). Serving the pages also keeps 40 pages of text
 * out of the app's JavaScript.
 */

/** A fraud page without its quiz: the questions and answers stay on the server. */
export function toFraudPage({ quiz, ...page }: FraudContent): FraudPage {
  return { ...page, questionCount: quiz.length };
}

/** A defense page with the evidence behind the defense's numbers. */
export function toDefensePage(id: DefenseId): DefensePage {
  return { ...DEFENSE_CONTENT[id], evidence: DEFENSE_EVIDENCE[id] };
}

const CACHE = 'private, max-age=300';

export function createContentRoutes() {
  const router = createRouter();
  // Pages are 5 to 15 KB of JSON text: worth compressing, unlike the small game answers.
  router.use('*', compress());

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Learning'],
      summary: 'The one-line summary of every fraud and defense page',
      responses: answers('The summaries', SummariesSchema),
    }),
    (c) => {
      c.header('cache-control', CACHE);
      return c.json(
        {
          frauds: FRAUD_IDS.map((id) => ({ id, summary: FRAUD_CONTENT[id].summary })),
          defenses: DEFENSE_IDS.map((id) => ({ id, summary: DEFENSE_CONTENT[id].summary })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/frauds/{fraudId}',
      tags: ['Learning'],
      summary: 'A fraud page, without its quiz',
      request: { params: z.object({ fraudId: FraudIdSchema }) },
      responses: answers('The page', FraudPageSchema),
    }),
    (c) => {
      c.header('cache-control', CACHE);
      return c.json(toFraudPage(FRAUD_CONTENT[c.req.valid('param').fraudId]), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/defenses/{defenseId}',
      tags: ['Learning'],
      summary: 'A defense page',
      request: { params: z.object({ defenseId: DefenseIdSchema }) },
      responses: answers('The page', DefensePageSchema),
    }),
    (c) => {
      c.header('cache-control', CACHE);
      return c.json(toDefensePage(c.req.valid('param').defenseId), 200);
    },
  );

  return router;
}
