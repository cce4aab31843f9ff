import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { APP_ORIGIN, signUpAndSignIn } from './game';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './helpers';

/** Money as the app shows it, written independently of the app's formatter: `$1,234`, `−$5`. */
export function money(amount: number): string {
  const text = `$${Math.abs(amount).toLocaleString('en-US')}`;
  return amount < 0 ? `\u2212${text}` : text;
}

/** A change with its sign: `+$40,000`, `−$27,500`, `$0`. */
export function moneyChange(amount: number): string {
  if (amount === 0) return '$0';
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

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

/** Screenshots at phone and desktop size, with no sideways scroll at either, then axe. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [
    ['360x740', { width: 360, height: 740 }],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoHorizontalScroll(page);
    await testInfo.attach(`${name} ${label}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await expectNoAxeViolations(page);
}
