import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { HANDLED_TABLES, listUnlistedUserTables } from './account-erase';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('the tables an erasure finds by their user_id column', () => {
  it('finds a table it does not name, and none that it names', async () => {
    const db = server.database.db;
    await db.execute(sql`create table erase_probe (user_id text not null, note text)`);
    try {
      const unlisted = await listUnlistedUserTables(db);
      expect(unlisted).toContain('erase_probe');
      for (const table of HANDLED_TABLES) expect(unlisted, table).not.toContain(table);
    } finally {
      await db.execute(sql`drop table erase_probe`);
    }
  });
});
