import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';

export const PASSWORD = 'Blue-Harbour-Lantern-42';

let counter = 0;
/** A fresh address per call, so journeys never collide on a shared database. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` whose subject contains `subject`, from the SMTP capture. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  count = 1,
) {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `http://127.0.0.1:2526/messages?to=${encodeURIComponent(to)}`,
        );
        found = ((await res.json()) as CapturedMail[]).filter((m) => m.subject.includes(subject));
        return found.length;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[found.length - 1]!;
}

export function linkIn(mail: CapturedMail): string {
  const match = /(http:\/\/localhost:3100\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in mail: ${mail.text}`);
  return match[1];
}

/** Creates a verified account through the API and the real verification mail. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  name = 'Journey Player',
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: 'http://localhost:3100' },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(request, email, 'Verify your email');
  const verified = await request.get(linkIn(mail), { maxRedirects: 0 });
  expect(verified.headers().location).toBe('/login?verified=1');
  await request.post('/api/auth/sign-out', {
    headers: { origin: 'http://localhost:3100' },
    data: {},
  });
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The height at which the whole page fits in the viewport. On phones the signed-in pages scroll
 * inside the frame (`.chrome-body`), not the window, so that part counts as well.
 */
async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const frame = document.querySelector('.chrome-body');
    const inner = frame ? frame.scrollHeight - frame.clientHeight : 0;
    return document.documentElement.scrollHeight + Math.max(0, inner);
  });
}

/** Runs `check` with the viewport as tall as the page, then puts the viewport back. */
async function atFullHeight<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const size = page.viewportSize();
  const tall = await pageHeight(page);
  if (size && tall > size.height) await page.setViewportSize({ width: size.width, height: tall });
  try {
    return await check();
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe itself, run in the page. Deque's @axe-core/playwright injects axe's 550 KB into the page on
 * every call and finishes each run in a new blank page, about a second a call on this machine
 * whatever the page; the app has no frames, so axe.run in the page gives the same results, and the
 * script is injected only when the page does not have it yet (after a full load).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  // Colour contrast is measured as painted: a dialog still fading in reads as too faint. Let every
  // finite animation and transition end first (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_22_AA,
  );
}

/**
 * Runs axe for WCAG 2.2 A and AA and fails with the list of violations. Axe runs with the window
 * as tall as the page, so that it checks every part of it as shown (contrast is only measured on
 * screen), and so that no control sits half under the desktop's sticky header at whatever scroll
 * position the journey left.
 */
export async function expectNoAxeViolations(page: Page) {
  await atFullHeight(page, async () => {
    const results = await runAxe(page);
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  });
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * The quality bar for one screen: no sideways scrolling and no axe violation at 360×740 and at
 * 1280×800, with a full-page screenshot of each attached to the report. Ends at the desktop size.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, screen: string) {
  for (const [label, size] of [
    ['360×740', PHONE],
    ['1280×800', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await testInfo.attach(`${screen} ${label}`, {
      body: await atFullHeight(page, () => page.screenshot({ fullPage: true })),
      contentType: 'image/png',
    });
  }
}

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
