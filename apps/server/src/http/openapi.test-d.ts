/**
 * Type-level tests of the contract between a route's schema and its handler, checked by
 * `tsc -p apps/server` (part of `npm run check`), not by Vitest. Each `@ts-expect-error` below
 * marks an answer that must not compile: if the check it relies on is switched off (say,
 * `answers()` goes back to returning a union, or `createRouter()` to the library's own
 * `openapi()`), the error disappears and the unused `@ts-expect-error` fails the type check.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { answers, createRouter } from './openapi';

const router = createRouter();

const ItemSchema = z.object({
  name: z.string(),
  tags: z.array(z.object({ label: z.string() })),
  note: z.unknown(),
});

function itemRoute(path: string) {
  return createRoute({ method: 'get', path, responses: answers('An item', ItemSchema) });
}

// The schema's fields, with the schema's types: accepted. `note` is open (`z.unknown()`).
router.openapi(itemRoute('/exact'), (c) =>
  c.json({ name: 'a', tags: [{ label: 'b' }], note: { any: ['thing'] } }, 200),
);

// A field the schema lacks, at the top…
router.openapi(
  itemRoute('/extra'),
  // @ts-expect-error `secret` is not in ItemSchema
  (c) => c.json({ name: 'a', tags: [], note: null, secret: 'x' }, 200),
);

// …or deep inside an array.
router.openapi(
  itemRoute('/extra-deep'),
  // @ts-expect-error `tags[].secret` is not in ItemSchema
  (c) => c.json({ name: 'a', tags: [{ label: 'b', secret: 'x' }], note: null }, 200),
);

// An answer built elsewhere (a service's result) is checked the same way.
const fromService = { name: 'a', tags: [], note: null, secret: 'x' };
router.openapi(
  itemRoute('/extra-from-service'),
  // @ts-expect-error `secret` is not in ItemSchema
  (c) => c.json(fromService, 200),
);

// A field of the wrong type: @hono/zod-openapi's own check, which only a precise `answers()` keeps.
router.openapi(itemRoute('/wrong-type'), (c) =>
  // @ts-expect-error `name` is a string
  c.json({ name: 1, tags: [], note: null }, 200),
);

// A route that documents no body answers no JSON fields.
router.openapi(
  createRoute({ method: 'post', path: '/no-body', responses: answers('Done') }),
  // @ts-expect-error the answer is not documented
  (c) => c.json({ done: true }, 200),
);
