import { DEFENSE_IDS, FAMILY_IDS } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import { nameSchema } from '../../lib/names';
import { ensureBank, getBankView, setAlert, updateBankSettings } from './bank-service';
import { performShopAction } from './shop-service';

const FamilySchema = z.enum(FAMILY_IDS);
const DefenseIdSchema = z
  .enum(DEFENSE_IDS)
  .openapi({ description: 'A defense id from the catalogue.' });
const LevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const BankSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    manager: z.string(),
    anonymous: z.boolean(),
    anonymousLabel: z.string(),
    cash: z.number().int(),
    invested: z.number().int(),
    netWorth: z.number().int(),
    inDebt: z.boolean(),
    alertFamily: FamilySchema.nullable(),
    levels: z.record(z.string(), LevelSchema),
    owned: z.array(
      z.object({ defenseId: DefenseIdSchema, level: LevelSchema, invested: z.number().int() }),
    ),
    playsWaves: z.boolean(),
    welcomeDone: z.boolean(),
    season: z.object({ id: z.string(), number: z.number().int() }),
    joinedAt: z.string(),
  })
  .openapi('Bank');

const BankNameSchema = nameSchema('bank');

const SettingsSchema = z
  .strictObject({
    name: BankNameSchema.optional(),
    anonymous: z.boolean().optional(),
    playsWaves: z.boolean().optional(),
    welcomeDone: z.boolean().optional(),
  })
  .openapi('BankSettings');

const ShopResultSchema = z
  .object({
    action: z.enum(['buy', 'upgrade', 'sell']),
    defenseId: DefenseIdSchema,
    level: LevelSchema,
    cashChange: z.number().int(),
    bank: BankSchema,
  })
  .openapi('ShopResult');

/** My bank: read it, name it, set the alert, and buy, upgrade or sell defenses. */
export function createBankRoutes(db: Db, pool?: pg.Pool) {
  const router = createRouter();

  router.use('*', async (c, next) => {
    if (c.req.method !== 'GET') {
      const u = c.get('user');
      await ensureBank(db, u.id, u.name);
    }
    await next();
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Bank'],
      summary: 'My bank: cash, invested, net worth, levels, alert and debt state',
      description: 'Creates the bank with the starting cash on the first visit.',
      responses: answers('The bank', BankSchema),
    }),
    async (c) => {
      const u = c.get('user');
      try {
        return c.json(await getBankView(db, u.id, pool), 200);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'not-found')) throw error;
        await ensureBank(db, u.id, u.name);
        return c.json(await getBankView(db, u.id), 200);
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/',
      tags: ['Bank'],
      summary:
        'Rename the bank, switch anonymous mode, finish the welcome, or (game masters) sit waves out',
      request: { body: jsonBody(SettingsSchema) },
      responses: answers('The bank after the change', BankSchema),
    }),
    async (c) => {
      const u = c.get('user');
      await updateBankSettings(db, u.id, c.req.valid('json'), u.role === 'admin');
      return c.json(await getBankView(db, u.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/alert',
      tags: ['Bank'],
      summary: 'Put staff on alert for one fraud family (or none) for the coming waves',
      request: {
        body: jsonBody(z.strictObject({ family: FamilySchema.nullable() }).openapi('AlertPick')),
      },
      responses: answers('The bank after the change', BankSchema),
    }),
    async (c) => {
      const u = c.get('user');
      await setAlert(db, u.id, c.req.valid('json').family);
      return c.json(await getBankView(db, u.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/defenses/{defenseId}/{action}',
      tags: ['Bank'],
      summary: 'Buy, upgrade or sell a defense at the catalogue price',
      description:
        'Prices come from the server catalogue; the request carries no amount. Send an Idempotency-Key: a retry with the same key returns the first answer and charges once.',
      request: {
        params: z.object({
          defenseId: DefenseIdSchema,
          action: z.enum(['buy', 'upgrade', 'sell']),
        }),
        headers: IdempotencyHeaders,
      },
      responses: answers('The action done, with the bank after it', ShopResultSchema),
    }),
    async (c) => {
      const { defenseId, action } = c.req.valid('param');
      const { 'idempotency-key': key } = c.req.valid('header');
      const body = await c.req.text();
      if (body.trim() !== '' && body.trim() !== '{}') {
        throw new AppError(
          'invalid-argument',
          'This request takes no body: prices come from the server.',
        );
      }
      const { result, replayed } = await performShopAction(db, {
        userId: c.get('user').id,
        action,
        defenseId,
        idempotencyKey: key,
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
    },
  );

  return router;
}
