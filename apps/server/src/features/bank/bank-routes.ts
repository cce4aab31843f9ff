import { isGameMaster } from '@ffl/engine/roles';
import { createRoute } from '@hono/zod-openapi';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import { withBank } from './bank-middleware';
import {
  AlertPickSchema,
  BankSchema,
  BankSettingsSchema,
  ShopParamsSchema,
  ShopResultSchema,
} from './bank-schemas';
import {
  ensureBank,
  getBankView,
  setAlert,
  updateBankSettings,
  type WelcomeDoneHook,
} from './bank-service';
import { performShopAction } from './shop-service';

/**
 * My bank: read it, name it, set the alert, and buy, upgrade or sell defenses. `onWelcomeDone`
 * runs in the transaction that finishes the welcome (the practice wave, from app.ts).
 */
export function createBankRoutes(
  db: Db,
  pool?: pg.Pool,
  hooks: { onWelcomeDone?: WelcomeDoneHook } = {},
) {
  const router = createRouter();

  // A read makes the bank only when it finds none (below): the hottest read skips the check.
  const bankFirst = withBank(db);
  router.use('*', (c, next) => (c.req.method === 'GET' ? next() : bankFirst(c, next)));

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
      request: { body: jsonBody(BankSettingsSchema) },
      responses: answers('The bank after the change', BankSchema),
    }),
    async (c) => {
      const u = c.get('user');
      await updateBankSettings(
        db,
        u.id,
        c.req.valid('json'),
        isGameMaster(u.role),
        hooks.onWelcomeDone,
      );
      return c.json(await getBankView(db, u.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/alert',
      tags: ['Bank'],
      summary: 'Put staff on alert for one fraud family (or none) for the coming waves',
      request: { body: jsonBody(AlertPickSchema) },
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
      request: { params: ShopParamsSchema, headers: IdempotencyHeaders },
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
