import { DEFENSE_CONTENT, FRAUD_CONTENT } from '@ffl/content/registry';
import type { FraudContent } from '@ffl/content/types';
import { DEFENSE_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { answers, createRouter } from '../../http/openapi';

/**
 * The learning pages, served by the API rather than bundled into the web app: a fraud page's quiz
 * holds the right answers, and the client must never receive them before answering (the quiz
 * routes hand out questions one attempt at a time). Serving the pages also keeps 40 pages of text
 * out of the app's JavaScript.
 */

const SourceSchema = z
  .object({ title: z.string(), publisher: z.string(), year: z.number().int(), url: z.string() })
  .openapi('Source');
const ChannelSchema = z
  .object({
    name: z.string(),
    how: z.string(),
    url: z.string().optional(),
    phone: z.string().optional(),
  })
  .openapi('ReportingChannel');

const FraudPageSchema = z
  .object({
    id: z.enum(FRAUD_IDS),
    summary: z.string(),
    whatItIs: z.array(z.string()),
    howItWorks: z.array(z.string()),
    warningSigns: z.array(z.string()),
    realCase: z.object({
      title: z.string(),
      where: z.string(),
      whatHappened: z.array(z.string()),
      source: SourceSchema,
    }),
    statistics: z.array(
      z.object({ text: z.string(), year: z.number().int(), source: SourceSchema }),
    ),
    whoIsTargeted: z.array(z.string()),
    howToDefend: z.array(z.string()),
    ifItHappensToYou: z.object({
      steps: z.array(z.string()),
      southAfrica: z.array(ChannelSchema),
      international: z.array(ChannelSchema),
    }),
    glossary: z.array(z.object({ term: z.string(), definition: z.string() })),
    sources: z.array(SourceSchema),
    questionCount: z.number().int().openapi({ description: 'Questions in the quiz bank.' }),
  })
  .openapi('FraudPage');

const DefensePageSchema = z
  .object({
    id: z.enum(DEFENSE_IDS),
    summary: z.string(),
    whatItIs: z.array(z.string()),
    howItWorks: z.array(z.string()),
    levels: z.array(z.object({ inPractice: z.string() })).length(3),
    limitations: z.array(z.string()),
    realWorldCost: z.array(z.string()),
    sources: z.array(SourceSchema),
  })
  .openapi('DefensePage');

const SummariesSchema = z
  .object({
    frauds: z.array(z.object({ id: z.enum(FRAUD_IDS), summary: z.string() })),
    defenses: z.array(z.object({ id: z.enum(DEFENSE_IDS), summary: z.string() })),
  })
  .openapi('ContentSummaries');

/** A fraud page without its quiz: the questions and answers stay on the server. */
export function toFraudPage({ quiz, ...page }: FraudContent) {
  return { ...page, questionCount: quiz.length };
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
      request: { params: z.object({ fraudId: z.enum(FRAUD_IDS) }) },
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
      request: { params: z.object({ defenseId: z.enum(DEFENSE_IDS) }) },
      responses: answers('The page', DefensePageSchema),
    }),
    (c) => {
      c.header('cache-control', CACHE);
      return c.json(DEFENSE_CONTENT[c.req.valid('param').defenseId], 200);
    },
  );

  return router;
}
