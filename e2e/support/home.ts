import { expect, type Page } from '@playwright/test';

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
