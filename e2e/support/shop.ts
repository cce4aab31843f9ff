import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { originHeader, sendJson } from './api';

/** Parses `$1,234,567` or `−$12,000` (true minus sign) into credits. */
export function parseMoney(text: string): number {
  const match = /([−-])?\$([\d,]+)/.exec(text);
  if (!match?.[2]) throw new Error(`no money in "${text}"`);
  const value = Number(match[2].replaceAll(',', ''));
  return match[1] ? -value : value;
}

/** The Cash figure of the "Your bank" balance on the shop or a defense page. */
export function cashFigure(page: Page): Locator {
  return page.getByRole('region', { name: 'Your bank' }).getByRole('definition').first();
}

export async function readCash(page: Page): Promise<number> {
  return parseMoney(await cashFigure(page).innerText());
}

/** A defense's card in the shop grid. */
export function shopCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Buys, upgrades or sells through the API, as the given signed-in player. */
export async function shopThroughApi(
  client: APIRequestContext,
  defenseId: string,
  action: 'buy' | 'upgrade' | 'sell',
) {
  return sendJson(client, 'post', `/api/bank/defenses/${defenseId}/${action}`, {
    headers: { ...originHeader(), 'Idempotency-Key': randomUUID() },
  });
}

/** Presses Tab until the focused element's accessible text matches, and fails after `max` presses. */
export async function tabTo(page: Page, name: RegExp, max = 120) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim() : '';
    });
    if (name.test(text.replace(/\s+/g, ' '))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
