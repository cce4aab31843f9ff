import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createHealthRoutes } from './health-routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A database that answers reads and fails every write as PGlite does after a read-only spell. */
function brokenWrites(): Pick<Database, 'ping' | 'kind' | 'db'> {
  const execute = async () => {
    throw new Error('could not create file "base/5/16407": File exists');
  };
  return { kind: 'pglite', ping: async () => true, db: { execute } as unknown as Database['db'] };
}

describe('GET /api/health', () => {
  it('reports a database that answers and takes a write', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { kind: server.database.kind, reachable: true, writable: true },
    });
  });

  it('reports writes that fail, and asks for a restart when the folder is writable again', async () => {
    const failures: unknown[] = [];
    const routes = createHealthRoutes({
      database: brokenWrites(),
      pgliteDir: mkdtempSync(join(tmpdir(), 'ffl-health-')),
      onStorageFailure: (error) => failures.push(error),
    });
    const res = await routes.request('/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      database: { reachable: true, writable: false },
    });
    expect(failures).toHaveLength(1);
  });

  it('waits while the folder itself refuses new files, rather than restarting into the same fault', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ffl-health-')), 'a-file');
    writeFileSync(file, 'x');
    const failures: unknown[] = [];
    const routes = createHealthRoutes({
      database: brokenWrites(),
      pgliteDir: join(file, 'pglite'),
      onStorageFailure: (error) => failures.push(error),
    });
    const res = await routes.request('/');
    expect(res.status).toBe(503);
    expect(failures).toEqual([]);
  });
});
