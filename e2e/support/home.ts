import { expect, type Locator, type Page } from '@playwright/test';
import { getJson } from './api';

/** One value of the money bar in the page header, by its label ("Cash", "Net worth"). */
export function moneyBarValue(page: Page, label: 'Cash' | 'Net worth') {
  return page
    .getByRole('banner')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A GET as the page's player: its 200 answer, typed by the path (support/api.ts). */
export async function readJson<P extends string>(page: Page, path: P) {
  return getJson(page, path);
}

/**
 * The words of issue 18's shared measures (apps/web/src/lib/measure-words.ts), written out again
 * from the engine's numbers so that a journey checks what the screens say against the rules.
 */
const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** Every protection or "stopped" percent: a share 0..1 as a whole percent, rounded down. */
export function protectionPct(share: number): number {
  return share > 0 ? Math.min(100, Math.floor(share * 100 + 1e-9)) : 0;
}

/** "Stopped 17% of $117,500 in attacks", on Home's last wave and the attack log alike. */
export function stoppedWords(prevented: number, base: number): string {
  const percent = base <= 0 ? 0 : protectionPct(prevented / base);
  return `Stopped ${percent}% of ${dollars(base)} in attacks`;
}

/** A buy's money: saving per wave, the upkeep it adds (2% of the price) and payback after upkeep. */
export function purchaseWords(cost: number, savedPerWave: number): string {
  const upkeep = Math.round((cost * 2) / 100);
  const net = savedPerWave - upkeep;
  const saving =
    savedPerWave >= 1
      ? `Saves about ${dollars(savedPerWave)} a wave`
      : 'Stops none of the frauds this wave can draw';
  const payback =
    net <= 0
      ? 'Never pays for itself against this wave: its upkeep costs more than it saves'
      : cost / net <= 1
        ? 'Pays for itself within one wave'
        : `Pays for itself in ${(Math.round((cost / net) * 10) / 10).toLocaleString('en-US')} waves`;
  return savedPerWave >= 1
    ? `${saving}. Adds ${dollars(upkeep)} of upkeep a wave. ${payback}.`
    : `${saving}. Adds ${dollars(upkeep)} of upkeep a wave.`;
}

/**
 * Whether Home's priority rule puts the alert first now (apps/web/src/features/home/
 * home-priority.ts): no alert set, and the next wave within the hours the player set for the
 * wave-soon notice, not landing. The automatic schedule's wave may be near or far when a journey
 * runs, so a journey that does not set the time itself asks.
 */
export async function alertComesFirst(page: Page): Promise<boolean> {
  const bank = await getJson(page, '/api/bank');
  if (bank.alertFamily) return false;
  const { next, serverTime } = await getJson(page, '/api/waves/next');
  if (!next || next.status === 'running') return false;
  const { waveSoon } = await getJson(page, '/api/me/preferences');
  const left = Date.parse(next.scheduledAt) - Date.parse(serverTime);
  return left > 0 && left <= waveSoon.hoursBefore * 3_600_000;
}

/** Home's primary action: the card in the frame "Your next step", once it is chosen. */
export function primaryAction(page: Page): Locator {
  return page.locator('.home-primary:not([aria-busy])');
}

/**
 * One of Home's "More" rows (a region named by its title), opened with its button: closed, its
 * detail is hidden; opened, the button says so. Returns the region.
 */
export async function openHomeDetail(page: Page, title: string): Promise<Locator> {
  const region = page
    .getByRole('region', { name: 'More' })
    .getByRole('region', { name: title, exact: true });
  const toggle = region.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return region;
}

/**
 * The page's full height: on phones the signed-in pages scroll inside `.chrome-body` between the
 * header and the tab bar, so its hidden overflow counts too.
 */
export function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const frame = document.querySelector('.chrome-body');
    const inner = frame ? frame.scrollHeight - frame.clientHeight : 0;
    return document.documentElement.scrollHeight + Math.max(0, inner);
  });
}
