import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestServer, type TestServer } from '../../test/test-server';
import { countPlayers, setRoleByEmail } from './admin-service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the command line's owner role", () => {
  it('makes an owner and a player again by e-mail, in any case, and reports unknown addresses', async () => {
    const client = await signUpVerified(server, 'teacher@example.com');
    expect((await client.get('/api/admin/stats')).status).toBe(403);

    expect(await setRoleByEmail(server.database.db, ' Teacher@Example.com ', 'owner')).toBe(true);
    // The CLI runs in another process: the server sees the change once its session memory
    // (SESSION_CACHE_MS) lapses.
    const statusOf = () => client.get('/api/admin/stats').then((res) => res.status);
    await expect.poll(statusOf, { timeout: 10_000, interval: 250 }).toBe(200);
    expect(await countPlayers(server.database.db, new Date())).toMatchObject({
      players: 1,
      verified: 1,
      admins: 1,
    });

    expect(await setRoleByEmail(server.database.db, 'teacher@example.com', 'player')).toBe(true);
    await expect.poll(statusOf, { timeout: 10_000, interval: 250 }).toBe(403);
    expect(await setRoleByEmail(server.database.db, 'nobody@example.com', 'owner')).toBe(false);
  });
});
