import { readFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { asAnswer, originHeader, sendJson } from './api';

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

/** The JSON of a finished download of `path`'s answer, checked and typed as that answer. */
export function readDownloadJson<P extends string>(download: Download, path: P) {
  const body = download
    .path()
    .then(async (file): Promise<unknown> => JSON.parse(await readFile(file, 'utf8')));
  return asAnswer(body, 'get', path);
}

/** An API write as the page's signed-in player (same cookies as the page): its typed answer. */
export function writeAs<P extends string, M extends 'post' | 'patch'>(
  page: Page,
  method: M,
  path: P,
  data: unknown,
) {
  return sendJson(page, method, path, { data, headers: originHeader() });
}

/** A short suffix that keeps names unique within a run that shares one database. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}
