import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import { PreferencesPatchSchema, PreferencesSchema } from './preferences-schemas';
import { getPreferences, updatePreferences } from './preferences-service';

/** My notification preferences and time zone. */
export function createPreferencesRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/preferences',
      tags: ['Preferences'],
      summary: 'My time zone and which notification mails I receive',
      description: 'Every notification is off until I turn it on.',
      responses: answers('My preferences', PreferencesSchema),
    }),
    async (c) => c.json(await getPreferences(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/me/preferences',
      tags: ['Preferences'],
      summary: 'Change my time zone or notification mails',
      description:
        'Only the fields sent change. An unknown time zone is invalid-argument; so is an unknown field.',
      request: { body: jsonBody(PreferencesPatchSchema) },
      responses: answers('My preferences after the change', PreferencesSchema),
    }),
    async (c) =>
      c.json(await updatePreferences(db, c.get('user').id, c.req.valid('json'), now()), 200),
  );

  return router;
}
