import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { appOrigin, getJson, originHeader, sendJson } from './api';
import { signUpAndSignIn } from './game';

/** A short suffix that keeps names unique within a run that shares one database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`.toUpperCase();
}

/**
 * A write to the API as the page's signed-in player (it shares the page's cookies): its 200
 * answer, typed by the path and method and checked against the API document (support/api.ts).
 */
export function apiWrite<P extends string, M extends 'post' | 'patch' | 'put' | 'delete'>(
  page: Page,
  method: M,
  path: P,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  return sendJson(page, method, path, {
    data: data ?? {},
    headers: { ...originHeader(), ...headers },
  });
}

/** A GET as the page's signed-in player: its 200 answer, typed by the path (support/api.ts). */
export function apiRead<P extends string>(page: Page, path: P) {
  return getJson(page, path);
}

/** Names the signed-in player's bank, so tables can be read by name. */
export async function nameBank(page: Page, name: string) {
  await apiWrite(page, 'patch', '/api/bank', { name });
}

/** A second player in their own browser context (own cookies), signed in on /home. */
export async function secondPlayer(
  browser: Browser,
  request: APIRequestContext,
  tag: string,
  name: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: appOrigin() });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await signUpAndSignIn(page, request, tag, name);
  return { context, page, email };
}
