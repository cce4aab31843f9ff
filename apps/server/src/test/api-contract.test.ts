import { describe, expect, it } from 'vitest';
import { createApiContract } from './api-contract';
import { answerTo, readError, readJson } from './read-json';

/** A small API document in the shape the server serves (components referred to by $ref). */
const DOCUMENT = {
  openapi: '3.1.0',
  servers: [{ url: '/api' }],
  components: {
    schemas: {
      League: {
        type: 'object',
        properties: { id: { type: 'string' }, members: { type: 'integer' } },
        required: ['id', 'members'],
      },
      Error: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: {
              code: { type: 'string', enum: ['not-found'] },
              message: { type: 'string' },
            },
            required: ['code', 'message'],
          },
        },
        required: ['error'],
      },
    },
  },
  paths: {
    '/leagues/{leagueId}': {
      get: {
        responses: {
          200: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/League' } } },
          },
        },
      },
    },
    '/leagues/join': {
      post: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { joined: { type: 'boolean' } },
                  required: ['joined'],
                },
              },
            },
          },
        },
      },
    },
    '/report.csv': {
      get: { responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
};

const contract = () => createApiContract(async () => DOCUMENT);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API contract the tests read answers with', () => {
  it('finds the route a request lands on, the most specific first, by method', async () => {
    const api = contract();
    expect(await api.route('GET', '/api/leagues/Ab3dE5gH7jK9mN1pQ3sT?x=1')).toBe(
      '/api/leagues/{leagueId}',
    );
    expect(await api.route('POST', '/api/leagues/join')).toBe('/api/leagues/join');
    expect(await api.route('GET', '/api/leagues/join')).toBe('/api/leagues/{leagueId}');
    expect(await api.route('GET', '/api/leagues/a/b')).toBeUndefined();
    expect(await api.route('DELETE', '/api/leagues/a')).toBeUndefined();
  });

  it('returns a fitting answer as sent, unknown fields kept', async () => {
    const res = answerTo(json({ id: 'L1', members: 3, extra: true }), {
      method: 'GET',
      path: '/api/leagues/L1',
      contract: contract(),
    });
    expect(await readJson(res)).toEqual({ id: 'L1', members: 3, extra: true });
  });

  it("fails with zod's words when an answer drifted from its schema", async () => {
    const res = answerTo(json({ id: 'L1', members: 'three' }), {
      method: 'GET',
      path: '/api/leagues/L1',
      contract: contract(),
    });
    await expect(readJson(res)).rejects.toThrow(
      /The answer of GET \/api\/leagues\/L1 \(get \/api\/leagues\/\{leagueId\}\) does not fit the API document:[\s\S]*expected number[\s\S]*members/,
    );
  });

  it('refuses a status other than 200, a route the document lacks, and one without a JSON answer', async () => {
    const api = contract();
    const asked = (body: unknown, status: number, method: string, path: string) =>
      answerTo(json(body, status), { method, path, contract: api });
    await expect(
      readJson(asked({ id: 'L1', members: 1 }, 404, 'GET', '/api/leagues/L1')),
    ).rejects.toThrow('GET /api/leagues/L1 answered 404, not 200');
    await expect(readJson(asked({}, 200, 'GET', '/api/nowhere'))).rejects.toThrow(
      'GET /api/nowhere is not in the API document',
    );
    await expect(readJson(asked('a,b', 200, 'GET', '/api/report.csv'))).rejects.toThrow(
      'GET /api/report.csv has no documented JSON answer',
    );
  });

  it('reads an error answer only when it is one, in the error schema', async () => {
    const error = { error: { code: 'not-found', message: 'No such league.' } };
    expect(await readError(json(error, 404))).toEqual(error.error);
    await expect(readError(json(error, 200))).rejects.toThrow('answered 200, not an error');
    await expect(readError(json({ error: { code: 'nope' } }, 400))).rejects.toThrow(
      'without the error schema',
    );
  });
});
