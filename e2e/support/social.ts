import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { APP_ORIGIN, signUpAndSignIn } from './game';

/** A short suffix that keeps names unique within a run that shares one database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`.toUpperCase();
}

const WRITE = { headers: { origin: APP_ORIGIN } };

/** A write to the API as the page's signed-in player (it shares the page's cookies). */
export async function apiWrite(
  page: Page,
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await page.request[method](path, {
    data: data ?? {},
    headers: { ...WRITE.headers, ...headers },
  });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

export async function apiRead<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
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
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await signUpAndSignIn(page, request, tag, name);
  return { context, page, email };
}
