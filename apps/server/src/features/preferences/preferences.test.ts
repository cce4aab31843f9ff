import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readError,
  readJson,
  signUpPlayer,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let emails = 0;
const newPlayer = () => {
  emails += 1;
  return signUpPlayer(server, `prefs-${emails}@example.com`);
};

async function errorOf(res: Response) {
  return { status: res.status, ...(await readError(res)) };
}

describe('notification preferences', () => {
  it('starts with every mail off but the season’s end, 3 hours before a wave, and no time zone (UTC)', async () => {
    const { client } = await newPlayer();
    expect(await client.json('/api/me/preferences')).toEqual({
      timeZone: null,
      effectiveTimeZone: 'UTC',
      waveSoon: { on: false, hoursBefore: 3 },
      waveResults: { on: false },
      reminders: { on: false },
      seasonEnd: { on: true },
    });
  });

  it('turns the season-end mail off and on again (opt-out)', async () => {
    const { client } = await newPlayer();
    const off = await client.patch('/api/me/preferences', { seasonEnd: { on: false } });
    expect((await readJson(off)).seasonEnd).toEqual({ on: false });
    // Another change keeps it off; a row made by another field starts with it on.
    await client.patch('/api/me/preferences', { reminders: { on: true } });
    expect((await client.json('/api/me/preferences')).seasonEnd).toEqual({ on: false });
    await client.patch('/api/me/preferences', { seasonEnd: { on: true } });
    expect((await client.json('/api/me/preferences')).seasonEnd).toEqual({ on: true });
    const other = await newPlayer();
    await other.client.patch('/api/me/preferences', { waveResults: { on: true } });
    expect((await other.client.json('/api/me/preferences')).seasonEnd).toEqual({ on: true });
  });

  it('changes only the fields sent, and keeps them', async () => {
    const { client } = await newPlayer();
    const first = await client.patch('/api/me/preferences', { waveSoon: { on: true } });
    expect(first.status).toBe(200);
    expect((await readJson(first)).waveSoon).toEqual({ on: true, hoursBefore: 3 });

    const second = await client.patch('/api/me/preferences', {
      timeZone: 'Pacific/Auckland',
      waveSoon: { hoursBefore: 6 },
      reminders: { on: true },
    });
    expect(await second.json()).toEqual({
      timeZone: 'Pacific/Auckland',
      effectiveTimeZone: 'Pacific/Auckland',
      waveSoon: { on: true, hoursBefore: 6 },
      waveResults: { on: false },
      reminders: { on: true },
      seasonEnd: { on: true },
    });
    await client.patch('/api/me/preferences', {
      waveResults: { on: true },
      reminders: { on: false },
    });
    expect(await client.json('/api/me/preferences')).toEqual({
      timeZone: 'Pacific/Auckland',
      effectiveTimeZone: 'Pacific/Auckland',
      waveSoon: { on: true, hoursBefore: 6 },
      waveResults: { on: true },
      reminders: { on: false },
      seasonEnd: { on: true },
    });
  });

  it('refuses an unknown time zone, hours out of 1–24 and unknown fields, changing nothing', async () => {
    const { client } = await newPlayer();
    await client.patch('/api/me/preferences', { timeZone: 'Europe/Paris' });
    const bad = [
      { timeZone: 'Mars/Olympus_Mons' },
      { waveSoon: { hoursBefore: 0 } },
      { waveSoon: { hoursBefore: 25 } },
      { waveSoon: { hoursBefore: 2.5 } },
      { waveResults: { on: 'yes' } },
      { reminders: {} },
      { email: 'someone@example.com' },
      { waveSoon: { on: true, extra: 1 } },
      { seasonEnd: { on: 'no' } },
      { seasonEnd: { on: false, days: 2 } },
    ];
    for (const body of bad) {
      const res = await client.patch('/api/me/preferences', body);
      expect(await errorOf(res), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'invalid-argument',
      });
    }
    expect(await client.json('/api/me/preferences')).toMatchObject({
      timeZone: 'Europe/Paris',
      waveSoon: { on: false, hoursBefore: 3 },
      waveResults: { on: false },
      reminders: { on: false },
    });
  });

  it('needs a signed-in player with a verified e-mail, and a write from our own site', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/me/preferences')).status).toBe(401);
    expect((await anonymous.patch('/api/me/preferences', { reminders: { on: true } })).status).toBe(
      401,
    );

    const unverified = server.client();
    const signUp = await unverified.post('/api/auth/sign-up/email', {
      email: 'prefs-unverified@example.com',
      password: 'Blue-Harbour-Lantern-42',
      name: 'Unverified',
    });
    expect(signUp.status).toBe(200);
    expect(await errorOf(await unverified.get('/api/me/preferences'))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });

    const player = await signUpVerified(server, 'prefs-cross-site@example.com');
    const crossSite = await player.request('/api/me/preferences', {
      method: 'PATCH',
      json: { reminders: { on: true } },
      headers: { origin: 'https://evil.example' },
    });
    expect(await errorOf(crossSite)).toMatchObject({ status: 403, code: 'permission-denied' });
    expect((await player.json('/api/me/preferences')).reminders.on).toBe(false);
  });
});
