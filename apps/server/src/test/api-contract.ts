/**
 * The API's answers as the tests read them (issue 25): typed by path and method at compile time,
 * checked against the live API document at run time. The server's TestClient (in-process.ts) and
 * the browser journeys (e2e/support/api.ts) both read JSON through it, so that a change of an
 * answer's shape fails the tests that read it, in the type check and when they run, instead of
 * hiding behind a cast (`npm run lint:casts` refuses those: scripts/check-json-casts.mjs).
 *
 * - Types: the generated `paths` of the web app (apps/web/src/lib/generated/api-types.ts, made from
 *   /api/openapi.json, kept current by a server test). `RouteOf<'/api/leagues/${string}', 'get'>`
 *   is the documented route a requested path lands on (the most specific one, as the router picks:
 *   `/api/leagues/join` before `/api/leagues/{leagueId}`), `AnswerOf` its 200 answer.
 * - Run time: `createApiContract` reads the served document once and turns a route's 200 schema
 *   into zod (`z.fromJSONSchema`), so an answer that drifted from its schema fails with zod's words.
 *
 * The browser journeys import this file: it must import no server code, only zod and the types.
 */
import { z } from 'zod';
import type { components, paths } from '../../../web/src/lib/generated/api-types';

/** The documented paths as they are requested (the document's server is `/api`). */
type ApiPaths = { [P in keyof paths & string as `/api${P}`]: paths[P] };
type RouteKey = keyof ApiPaths & string;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `/api/leagues/{leagueId}/badges` as the type of the paths it matches. */
type Template<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Template<Tail>}`
  : P;
type WithoutQuery<Q extends string> = Q extends `${infer Path}?${string}` ? Path : Q;
type HasMethod<K extends RouteKey, M extends Method> = [NonNullable<ApiPaths[K][M]>] extends [never]
  ? false
  : true;
type Candidates<Q extends string, M extends Method> = {
  [K in RouteKey]: WithoutQuery<Q> extends Template<K>
    ? HasMethod<K, M> extends true
      ? K
      : never
    : never;
}[RouteKey];
/** The candidates no other candidate is more specific than. */
type MostSpecific<C extends RouteKey, All extends RouteKey = C> = C extends unknown
  ? [
      { [O in Exclude<All, C>]: Template<O> extends Template<C> ? O : never }[Exclude<All, C>],
    ] extends [never]
    ? C
    : never
  : never;

/** The documented route that `M P` is a request of; `never` when the document has none. */
export type RouteOf<P extends string, M extends Method> = string extends P
  ? never
  : MostSpecific<Candidates<P, M>>;

type Json200<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer
  : never;

/** What an undocumented route's answer reads as: no field of it type-checks. */
export interface UndocumentedAnswer {
  readonly 'This path and method are not in the API document: read the answer with a schema': never;
}

/** The 200 answer of a documented route (K from RouteOf). */
export type AnswerOf<K extends string, M extends Method> = [K] extends [never]
  ? UndocumentedAnswer
  : K extends RouteKey
    ? Json200<NonNullable<ApiPaths[K][M]>>
    : UndocumentedAnswer;

/** The `error` of an error answer: `{ error: { code, message } }`. */
export type ErrorAnswer = components['schemas']['Error']['error'];

/** Turns `POST` into `post`; anything but the five methods is `never`. */
export type MethodOf<M extends string> = Lowercase<M> extends Method ? Lowercase<M> : never;

/** A JSON Schema object, as `z.fromJSONSchema` takes it. */
const JsonSchemaObject = z.custom<z.core.JSONSchema.JSONSchema>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);
const ContentSchema = z.record(z.string(), z.looseObject({ schema: z.unknown() }));
const OperationSchema = z.looseObject({
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.looseObject({ content: ContentSchema.optional() }).optional(),
  responses: z.record(z.string(), z.looseObject({ content: ContentSchema.optional() })),
});

/**
 * GET /api/openapi.json, the API document, as the tests that read it walk it: its operations by
 * path and method, and the schemas they refer to (left as JSON Schema objects).
 */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
  components: z.looseObject({ schemas: z.record(z.string(), JsonSchemaObject) }),
});

const DefinitionsSchema = z.record(z.string(), JsonSchemaObject);
type Definitions = z.infer<typeof DefinitionsSchema>;

interface DocumentRoute {
  /** The requested path as the document names it, `/api` included: `/api/leagues/{leagueId}`. */
  key: string;
  pattern: RegExp;
  /** Literal segments: the more, the more specific (`/leagues/join` before `/leagues/{id}`). */
  literals: number;
  methods: Map<string, z.infer<typeof OperationSchema>>;
}

export interface ApiContract {
  /** The documented route `method path` lands on, or undefined. */
  route(method: string, path: string): Promise<string | undefined>;
  /**
   * Checks a 200 answer against its route's schema; throws a readable error when the route is not
   * documented, has no JSON answer, or the body does not fit.
   */
  checkAnswer(method: string, path: string, body: unknown): Promise<void>;
  /** Checks an error answer against the document's `Error` schema. */
  checkError(body: unknown): Promise<void>;
}

/** The path part of a requested address, with or without origin and query. */
function pathOnly(address: string): string {
  return new URL(address, 'http://localhost').pathname;
}

function routesOf(document: z.infer<typeof OpenApiDocumentSchema>): DocumentRoute[] {
  return Object.entries(document.paths).map(([path, item]) => {
    const key = `/api${path}`;
    const segments = key.split('/');
    const pattern = new RegExp(
      `^${segments
        .map((segment) =>
          /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
    return {
      key,
      pattern,
      literals: segments.filter((segment) => !segment.startsWith('{')).length,
      methods: new Map(Object.entries(item)),
    };
  });
}

/**
 * The API document as zod can read it: `#/components/schemas/X` becomes `#/$defs/X`, the place
 * JSON Schema 2020-12 (and `z.fromJSONSchema`) looks for shared definitions.
 */
function asDefinitions<T>(schema: T, shape: z.ZodType<T>): T {
  return shape.parse(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')),
  );
}

/** The checks of one served API document; `load` is called once, on the first check. */
export function createApiContract(load: () => Promise<unknown>): ApiContract {
  let loaded: Promise<{ routes: DocumentRoute[]; defs: Definitions }> | undefined;
  const schemas = new Map<string, z.ZodType>();

  const documentOnce = () => {
    loaded ??= load().then((raw) => {
      const document = OpenApiDocumentSchema.parse(raw);
      return {
        routes: routesOf(document),
        defs: asDefinitions(document.components.schemas, DefinitionsSchema),
      };
    });
    return loaded;
  };

  /** The zod schema of `schema`, a schema of the document that may refer to its definitions. */
  const zodOf = (name: string, schema: unknown, defs: Definitions): z.ZodType => {
    let known = schemas.get(name);
    if (!known) {
      const answer = asDefinitions(JsonSchemaObject.parse(schema), JsonSchemaObject);
      known = z.fromJSONSchema({ ...answer, $defs: defs });
      schemas.set(name, known);
    }
    return known;
  };

  const route = async (method: string, path: string) => {
    const { routes } = await documentOnce();
    const wanted = method.toLowerCase();
    const requested = pathOnly(path);
    const hits = routes
      .filter((candidate) => candidate.methods.has(wanted) && candidate.pattern.test(requested))
      .sort((a, b) => b.literals - a.literals);
    return hits[0];
  };

  const fits = (what: string, schema: z.ZodType, body: unknown) => {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `${what} does not fit the API document:\n${z.prettifyError(result.error)}\n` +
          `The answer: ${JSON.stringify(body).slice(0, 2000)}`,
      );
    }
  };

  return {
    async route(method, path) {
      return (await route(method, path))?.key;
    },
    async checkAnswer(method, path, body) {
      const { defs } = await documentOnce();
      const found = await route(method, path);
      const name = `${method.toUpperCase()} ${pathOnly(path)}`;
      if (!found) {
        throw new Error(`${name} is not in the API document: read its answer with a schema.`);
      }
      const operation = found.methods.get(method.toLowerCase());
      const schema = operation?.responses['200']?.content?.['application/json']?.schema;
      if (schema === undefined) throw new Error(`${name} has no documented JSON answer.`);
      const key = `${method.toLowerCase()} ${found.key}`;
      fits(`The answer of ${name} (${key})`, zodOf(key, schema, defs), body);
    },
    async checkError(body) {
      const { defs } = await documentOnce();
      fits('The error answer', zodOf('Error', { $ref: '#/$defs/Error' }, defs), body);
    },
  };
}
