/** Helpers for the game master's console journeys (e2e/admin-*.spec.ts, e2e/zz-admin-global.spec.ts). */

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { getJson, originHeader, readAnswer } from './api';
import { advanceServerClock, appOrigin, gameMaster } from './game';

/** Skips the first-visit welcome of the signed-in context behind `request`. */
export async function skipWelcome(request: APIRequestContext) {
  const res = await request.patch('/api/bank', {
    data: { welcomeDone: true },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Where the game master's session is kept between spec files. Sign-ins are limited to 5 a minute
 * per address, and several journeys act as the game master in quick succession, so they share one
 * session instead of signing in again each time. The server's data is new for every run, so a
 * session left from an earlier run is checked and replaced.
 */
/** One game master's session per server (each project plays on its own). */
const gmState = () => `.tmp/e2e-admin-gm-state-${test.info().project.name}.json`;

/** The journeys' game master as an API client, signing in only when no live session is kept. */
export async function gmClient(): Promise<APIRequestContext> {
  if (existsSync(gmState())) {
    const kept = await playwrightRequest.newContext({
      baseURL: appOrigin(),
      storageState: gmState(),
    });
    const me = await kept.get('/api/me');
    // ADMIN_EMAILS makes the journeys' game master an owner (engine roles.ts).
    if (me.ok() && (await readAnswer(me, 'get', '/api/me')).role === 'owner') return kept;
    await kept.dispose();
  }
  const fresh = await gameMaster();
  await fresh.storageState({ path: gmState() });
  return fresh;
}

/** The game master's API client, and `page` signed in with the same session, on /admin. */
export async function openConsole(page: Page): Promise<APIRequestContext> {
  const gm = await gmClient();
  await skipWelcome(gm);
  await page.context().addCookies((await gm.storageState()).cookies);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Game master' })).toBeVisible();
  return gm;
}

export interface AdminWave {
  id: string;
  status: string;
  scheduledAt: string;
  difficulty: string;
  forecast: string[];
  automatic: boolean;
  playersHit: number;
  attacks: { fraudId: string; baseDamage: number }[];
}

export { getJson, originHeader };

export async function serverNow(client: APIRequestContext): Promise<number> {
  return Date.parse((await getJson(client, '/api/waves/next')).serverTime);
}

export async function upcomingWaves(gm: APIRequestContext): Promise<AdminWave[]> {
  return (await getJson(gm, '/api/admin/waves?when=upcoming&pageSize=100')).waves;
}

export async function waitForWave(gm: APIRequestContext, id: string, status = 'done') {
  await expect
    .poll(async () => (await getJson(gm, `/api/admin/waves/${id}`)).status, {
      message: `wave ${id} ${status}`,
      timeout: 30_000,
    })
    .toBe(status);
  return getJson(gm, `/api/admin/waves/${id}`);
}

/**
 * Lands every wave due within `withinMs` of the server clock, so that a wave the journey schedules
 * next is the one players see (earlier specs may have left waves, and the clock may have moved).
 */
export async function clearWavesDueWithin(gm: APIRequestContext, withinMs: number) {
  for (let round = 0; round < 5; round += 1) {
    const now = await serverNow(gm);
    const due = (await upcomingWaves(gm)).filter(
      (wave) => Date.parse(wave.scheduledAt) <= now + withinMs,
    );
    if (due.length === 0) return;
    const last = Math.max(...due.map((wave) => Date.parse(wave.scheduledAt)));
    await advanceServerClock(gm, Math.max(0, last - now) + 1000);
    for (const wave of due) {
      await expect
        .poll(async () => (await getJson(gm, `/api/admin/waves/${wave.id}`)).status, {
          timeout: 30_000,
        })
        .toMatch(/^(done|failed|cancelled)$/);
    }
  }
}

/** Buys a defense for the signed-in context behind `request`. */
export async function buy(request: APIRequestContext, defenseId: string) {
  const res = await request.post(`/api/bank/defenses/${defenseId}/buy`, {
    headers: { ...originHeader(), 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The internal account id of a player, found through the game master's search. */
export async function playerIdOf(gm: APIRequestContext, email: string): Promise<string> {
  const page = await getJson(gm, `/api/admin/players?q=${encodeURIComponent(email)}`);
  const found = page.players.find((player) => player.email === email);
  if (!found) throw new Error(`no player ${email}`);
  return found.id;
}

/** A small CSV reader for the export: quoted fields, doubled quotes, CRLF lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Pages through a paginated table until a row with `text` shows; returns that row. */
export async function findRowAcrossPages(page: Page, table: string, text: string) {
  const region = page.getByRole('region', { name: table });
  // The table's rows come with their own request: wait for the first page of them (a header row
  // and a row), or a loaded table would read as one without the row.
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  for (let turn = 0; turn < 50; turn += 1) {
    const row = region.getByRole('row').filter({ hasText: text });
    if ((await row.count()) > 0) return row;
    const next = page
      .getByRole('navigation', { name: `${table} pages` })
      .getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByRole('navigation', { name: `${table} pages` })).toContainText(
      `Page ${turn + 2} of`,
    );
  }
  throw new Error(`no row with ${text} in ${table}`);
}
