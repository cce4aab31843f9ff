import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { createTestClock } from '../lib/clock';
import { sessionCookie } from '../test/seed-sessions';
import {
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';
import { MAX_STREAMS_PER_PLAYER } from './stream-hub';

/**
 * The event streams as browsers hold them: many streams of several players through waves, a
 * reconnect, and sessions that end while a stream is open. Not timed: each test waits for events.
 */
let server: TestServer;
let gm: TestClient;
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'gm-streams@example.com' },
    clock,
    // The periodic check is slow on purpose: the tests show a session's end closes streams at once.
    streams: { sessionCheckMs: 3_600_000 },
  });
  gm = await signUpVerified(server, 'gm-streams@example.com');
  await gm.patch('/api/bank', { playsWaves: false });
});
afterAll(async () => {
  await server.close();
});

interface Message {
  event: string;
  id: number | null;
  data: Record<string, unknown>;
}

/** Reads a stream's messages as they come, until `stop` says enough or the stream ends. */
function follow(res: Response) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const messages: Message[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
        messages.push({ event, id: id ? Number(id) : null, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
      for (const wake of waiters) wake();
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  return {
    messages,
    get ended() {
      return ended;
    },
    /** Resolves once `ready` holds (or the stream ended: the caller's expectations then fail). */
    until(ready: () => boolean): Promise<void> {
      return new Promise((done) => {
        const check = () => {
          if (ready() || ended) {
            waiters.delete(check);
            done();
          }
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

async function userIdOf(client: TestClient) {
  return (await client.json('/api/me')).id;
}

async function sendWave() {
  const res = await gm.sendWave({ difficulty: 'easy' });
  expect(res.status).toBe(200);
  const { id } = await readJson(res);
  await server.scheduler.runOnce();
  return id;
}

describe('event streams', () => {
  it('give every stream each event exactly once, in order, with its own player’s part of a wave', async () => {
    const players = await Promise.all(
      ['one', 'two', 'three'].map((name) => signUpVerified(server, `streams-${name}@example.com`)),
    );
    for (const player of players) await player.json('/api/bank');
    // Two tabs each.
    const tabs = await Promise.all(
      players
        .flatMap((player) => [player, player])
        .map(async (player) => ({
          player,
          stream: follow(await player.get('/api/events')),
        })),
    );
    await Promise.all(tabs.map(({ stream }) => stream.until(() => stream.messages.length > 0)));

    const waves = [await sendWave(), await sendWave()];
    await Promise.all(
      tabs.map(({ stream }) =>
        stream.until(() => stream.messages.filter((m) => m.event === 'wave-landed').length >= 2),
      ),
    );

    for (const { player, stream } of tabs) {
      const landed = stream.messages.filter((m) => m.event === 'wave-landed');
      expect(landed.map((m) => m.data.waveId)).toEqual(waves);
      // Each report is this player's own.
      for (const message of landed) {
        const report = await player.json(`/api/reports/${String(message.data.reportId)}`);
        expect(report).toMatchObject({ id: message.data.reportId, waveId: message.data.waveId });
      }
      const ids = stream.messages.flatMap((m) => (m.id === null ? [] : [m.id]));
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      await stream.stop();
    }
  });

  it('sends each wave’s events once: one wave-landed, one leaderboard-changed, one countdown after it (issue 26)', async () => {
    const player = await signUpVerified(server, 'streams-once@example.com');
    await player.json('/api/bank');
    const stream = follow(await player.get('/api/events'));
    await stream.until(() => stream.messages.length > 0);
    const published = () => stream.messages.filter((m) => m.id !== null).map((m) => m.event);

    // A wave sent now: its announcement, then what it did, then the next wave.
    await sendWave();
    await stream.until(() => published().filter((e) => e === 'countdown').length >= 2);
    expect(published()).toEqual(['countdown', 'wave-landed', 'leaderboard-changed', 'countdown']);

    // An automatic wave: what it did, then the next automatic wave's announcement, once.
    const schedule = await gm.put('/api/admin/schedule', { enabled: true, intervalMinutes: 5 });
    expect(schedule.status).toBe(200);
    await stream.until(() => published().length >= 5);
    const before = published().length;
    expect(published().at(-1)).toBe('countdown');
    clock.advance?.(6 * 60_000);
    await server.scheduler.runOnce();
    await stream.until(() => published().length >= before + 3);
    // Another pass changes nothing, and says nothing.
    await server.scheduler.runOnce();
    await sendWave();
    await stream.until(() => published().filter((e) => e === 'wave-landed').length >= 3);
    const automatic = published().slice(before, before + 3);
    expect(automatic).toEqual(['wave-landed', 'leaderboard-changed', 'countdown']);
    await gm.put('/api/admin/schedule', { enabled: false });
    await stream.stop();
  });

  it("closes a player's oldest stream when they open more than the cap, through the API (issue 26)", async () => {
    const player = await signUpVerified(server, 'streams-hoarder@example.com');
    await player.json('/api/bank');
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_PLAYER; i++) {
      const stream = follow(await player.get('/api/events'));
      await stream.until(() => stream.messages.length > 0);
      streams.push(stream);
    }
    await streams[0]?.until(() => false);
    expect(streams.map((stream) => stream.ended)).toEqual([
      true,
      ...Array(MAX_STREAMS_PER_PLAYER).fill(false),
    ]);
    for (const stream of streams) await stream.stop();
  });

  it('a stream that reconnects with Last-Event-ID gets what it missed, once, then live events', async () => {
    const player = await signUpVerified(server, 'streams-away@example.com');
    await player.json('/api/bank');
    const first = follow(await player.get('/api/events'));
    const missedWave = await (async () => {
      await first.until(() => first.messages.length > 0);
      const landedBefore = await sendWave();
      await first.until(() => first.messages.some((m) => m.event === 'wave-landed'));
      return landedBefore;
    })();
    const lastId = first.messages.findLast((m) => m.id !== null)?.id ?? 0;
    await first.stop();

    // Away: a wave lands.
    const awayWave = await sendWave();
    const again = follow(
      await player.get('/api/events', { headers: { 'last-event-id': String(lastId) } }),
    );
    await again.until(() => again.messages.some((m) => m.event === 'wave-landed'));
    // Back: another wave lands live.
    const liveWave = await sendWave();
    await again.until(() => again.messages.filter((m) => m.event === 'wave-landed').length >= 2);
    const landed = again.messages.filter((m) => m.event === 'wave-landed');
    expect(landed.map((m) => m.data.waveId)).toEqual([awayWave, liveWave]);
    expect(landed.map((m) => m.data.waveId)).not.toContain(missedWave);
    expect(landed.every((m) => m.data.hit === true)).toBe(true);
    await again.stop();
  });

  it('closes the stream of a player a game master disables', async () => {
    const player = await signUpVerified(server, 'streams-disabled@example.com');
    const stream = follow(await player.get('/api/events'));
    await stream.until(() => stream.messages.length > 0);
    expect(stream.ended).toBe(false);
    const res = await gm.disablePlayer(await userIdOf(player));
    expect(res.status).toBe(200);
    await stream.until(() => false);
    expect(stream.ended).toBe(true);
    // Disabling ends the player's sessions, so no stream opens again.
    expect((await player.get('/api/events')).status).toBe(401);
  });

  it('closes every stream of a player who signs out everywhere', async () => {
    const player = await signUpVerified(server, 'streams-everywhere@example.com');
    const streams = [
      follow(await player.get('/api/events')),
      follow(await player.get('/api/events')),
    ];
    await Promise.all(streams.map((s) => s.until(() => s.messages.length > 0)));
    const res = await player.post('/api/account/sign-out-everywhere');
    expect(res.status).toBe(200);
    await Promise.all(streams.map((s) => s.until(() => false)));
    expect(streams.map((s) => s.ended)).toEqual([true, true]);
    expect((await player.get('/api/events')).status).toBe(401);
  });

  it('refuses a stream without a session, with a forged cookie, or for an unverified e-mail', async () => {
    const anonymous = server.client();
    const none = await anonymous.get('/api/events');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { code: 'unauthenticated' } });

    // A session token signed with another secret.
    const forged = await server.app.request('/api/events', {
      headers: { cookie: sessionCookie('a-token-the-server-never-issued', 'not-the-secret') },
    });
    expect(forged.status).toBe(401);

    const unverified = server.client();
    const signUp = await unverified.post('/api/auth/sign-up/email', {
      email: 'streams-unverified@example.com',
      password: 'Blue-Harbour-Lantern-42',
      name: 'Unverified',
    });
    expect(signUp.status).toBe(200);
    const refused = await unverified.get('/api/events');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'failed-precondition' } });
    const [row] = await server.database.db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, 'streams-unverified@example.com'));
    expect(row?.verified).toBe(false);
  });
});
