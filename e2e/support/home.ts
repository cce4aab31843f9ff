import { expect, type Page, type TestInfo } from '@playwright/test';
import { APP_ORIGIN } from './game';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './helpers';

export const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/**
 * Axe, no sideways scrolling and a full-page screenshot, at phone and desktop widths. axe counts a
 * control that happens to sit under the sticky header or tab bar as too small a touch target (it
 * is covered); with a viewport as tall as the page, both bars rest at their own place in the page
 * and every control is checked uncovered, wherever the journey left the scroll position.
 */
export async function checkAtBothSizes(page: Page, testInfo: TestInfo, screen: string) {
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoHorizontalScroll(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await testInfo.attach(`${screen} ${size.name}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Money as the app shows it, written independently of the app's formatter: `$1,234`, `−$5`. */
export function money(amount: number): string {
  const text = `$${Math.abs(amount).toLocaleString('en-US')}`;
  return amount < 0 ? `\u2212${text}` : text;
}

export function moneyChange(amount: number): string {
  if (amount === 0) return '$0';
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

/** One value of the money bar in the page header, by its label ("Cash", "Net worth"). */
export function moneyBarValue(page: Page, label: 'Cash' | 'Net worth') {
  return page
    .getByRole('banner')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export interface BankView {
  name: string;
  cash: number;
  invested: number;
  netWorth: number;
  welcomeDone: boolean;
  alertFamily: string | null;
  levels: Record<string, number>;
}

export async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export async function writeJson(page: Page, method: 'patch' | 'put', path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: { origin: APP_ORIGIN } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}
