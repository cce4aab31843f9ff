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

/** A purchase's money: saving per wave, upkeep (2% of the price) and payback after upkeep. */
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
    ? `${saving}. Upkeep ${dollars(upkeep)} a wave. ${payback}.`
    : `${saving}. Upkeep ${dollars(upkeep)} a wave.`;
}
