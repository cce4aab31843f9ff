import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, type TestInfo } from '@playwright/test';
import { APP_ORIGIN } from './game';

/** A screenshot attached to the report, kept as a file beside the test's other output too. */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage: boolean,
) {
  const path = testInfo.outputPath(`${name.replace(/[^A-Za-z0-9]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A settings section (a region named by its heading). */
export function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** The JSON of a finished download. */
export async function readDownloadJson<T>(download: Download): Promise<T> {
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** An API write as the page's signed-in player (same cookies as the page). */
export async function writeAs<T>(
  page: Page,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
) {
  const res = await page.request[method](path, { data, headers: { origin: APP_ORIGIN } });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A short suffix that keeps names unique within a run that shares one database. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}
