import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { appOrigin, getJson, originHeader, sendJson } from './api';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './helpers';

export { appOrigin };
/** In ADMIN_EMAILS of the journeys' server (playwright.config.ts), so it signs up as game master. */
export const GM_EMAIL = 'gm-e2e@example.com';

/**
 * A new verified player, signed in in `page`'s browser context, on /home. Returns the e-mail.
 * The sign-in goes through the API in the page's own context (the session cookie lands in the
 * browser): the form is sign-up.spec.ts's and errors.spec.ts's journey, and loading it for every
 * other journey cost a page load each.
 */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  tag: string,
  name = 'Journey Player',
): Promise<string> {
  const email = uniqueEmail(tag);
  await createVerifiedAccount(request, email, name);
  await signInThroughApi(page.request, email);
  // Home is up when its heading shows and its live stream is open: a wave the journey sends next
  // must find the page listening, as it did when the app had been running since the login form.
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await streamOpen;
  return email;
}

/** An API client signed in as `email` (created and verified first when `create` is set). */
export async function signedInClient(email: string, create = true): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: appOrigin() });
  if (create) await createVerifiedAccount(client, email, 'Game Master');
  await signInThroughApi(client, email);
  return client;
}

/** Signs `email` in through the API; the session cookie lands in `request`'s context. */
async function signInThroughApi(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

let gmCreated = false;
let gmClient: APIRequestContext | undefined;
/**
 * The journeys' game master: the account is made on first use, then reused within the run, and so
 * is its session while the server still accepts it (sign-ins of one account from one address are
 * limited to 5 a minute, as for any player).
 */
export async function gameMaster(): Promise<APIRequestContext> {
  const kept = gmClient;
  const alive = kept
    ? await kept.get('/api/me').then(
        (res) => res.status() === 200,
        () => false,
      )
    : false;
  if (kept && alive) return kept;
  const client = await signedInClient(GM_EMAIL, !gmCreated).catch(async (error) => {
    // Created by an earlier spec file in this run (each file has its own module state).
    if (gmCreated) throw error;
    return signedInClient(GM_EMAIL, false);
  });
  gmCreated = true;
  gmClient = client;
  return client;
}

export interface WaveDraft {
  difficulty: 'random' | 'easy' | 'medium' | 'hard' | 'custom';
  fraudIds?: string[];
  forecast?: string[];
  seed?: number;
  at?: string;
}

/**
 * Schedules a wave through the admin API as the console does (a fresh Idempotency-Key, and the
 * confirmation of a wave sent now), and returns the server's wave.
 */
export async function scheduleWave(gm: APIRequestContext, draft: WaveDraft) {
  return sendJson(gm, 'post', '/api/admin/waves', {
    data: draft.at === undefined ? { confirm: 'now', ...draft } : draft,
    headers: { ...originHeader(), 'idempotency-key': randomUUID() },
  });
}

/** Moves the server's test clock (TEST_CLOCK=on) and wakes the scheduler. */
export async function advanceServerClock(gm: APIRequestContext, advanceMs: number) {
  const res = await gm.post('/api/admin/test-clock', {
    data: { advanceMs },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Sends a wave now and waits until the scheduler has resolved it. */
export async function sendWaveNow(gm: APIRequestContext, draft: WaveDraft) {
  const wave = await scheduleWave(gm, draft);
  await advanceServerClock(gm, 0);
  await expect
    .poll(async () => (await getJson(gm, `/api/admin/waves/${wave.id}`)).status, {
      message: `wave ${wave.id} resolved`,
      timeout: 30_000,
    })
    .toBe('done');
  return wave;
}
