import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/auth';
import {
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { ACTIVE_WINDOW_MS, countActivePlayers } from './player-activity';

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpVerified(server, 'gm@example.com');
});
afterAll(async () => {
  await server.close();
});

async function idOf(email: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Makes every session of `email` look as if it was last used `days` days ago. */
async function ageSessions(email: string, days: number) {
  const then = new Date(Date.now() - days * 86_400_000);
  await server.database.db
    .update(session)
    .set({ createdAt: then, updatedAt: then })
    .where(eq(session.userId, await idOf(email)));
}

describe('players active this week', () => {
  it('counts recent sessions and player actions, not old sessions, waves or disabled accounts', async () => {
    await signUpVerified(server, 'fresh@example.com');
    const buyer = await signUpVerified(server, 'buyer@example.com');
    expect((await buyer.shop('UserEducation', 'buy')).status).toBe(200);
    const idle = await signUpVerified(server, 'idle@example.com');
    expect((await idle.get('/api/bank')).status).toBe(200);
    await signUpVerified(server, 'gone@example.com');

    // The buyer's sessions are old, but the purchase is recent; the idle player only has old ones.
    await ageSessions('buyer@example.com', 8);
    await ageSessions('idle@example.com', 8);
    // A wave writes ledger rows for the idle player too; that is not the player being active.
    expect((await gm.sendWave({ difficulty: 'easy' })).status).toBe(200);
    await server.scheduler.runOnce();
    const hit = await gm.json('/api/admin/waves?when=past');
    expect(hit.waves[0]?.playersHit).toBeGreaterThanOrEqual(2);
    const goneId = await idOf('gone@example.com');
    expect((await gm.disablePlayer(goneId)).status).toBe(200);

    const stats = await gm.json('/api/admin/stats');
    // gm, fresh and buyer; not idle (old sessions), not gone (disabled).
    expect(stats).toMatchObject({ players: 5, activeThisWeek: 3 });

    // Just inside and just outside the window.
    const db = server.database.db;
    await ageSessions('fresh@example.com', 6.9);
    expect(await countActivePlayers(db, new Date(Date.now() - ACTIVE_WINDOW_MS))).toBe(3);
    await ageSessions('fresh@example.com', 7.1);
    expect(await countActivePlayers(db, new Date(Date.now() - ACTIVE_WINDOW_MS))).toBe(2);
  });
});
