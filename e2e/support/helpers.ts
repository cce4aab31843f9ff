import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import axe from 'axe-core';
import { originHeader } from './api';

export const PASSWORD = 'Blue-Harbour-Lantern-42';

let counter = 0;
/** A fresh address per call, so journeys never collide on a shared database. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A mail as the journeys' SMTP capture (support/mail-capture.ts) answers it. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header by its lower-case name. */
  headers: Record<string, string>;
}

function isCapturedMail(value: unknown): value is CapturedMail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'to' in value &&
    Array.isArray(value.to) &&
    'subject' in value &&
    typeof value.subject === 'string' &&
    'text' in value &&
    typeof value.text === 'string' &&
    'html' in value &&
    typeof value.html === 'string' &&
    'headers' in value &&
    typeof value.headers === 'object' &&
    value.headers !== null
  );
}

/** The mails an answer of the SMTP capture's /messages lists, each checked field by field. */
export async function capturedMails(res: APIResponse): Promise<CapturedMail[]> {
  const body: unknown = await res.json();
  if (!Array.isArray(body) || !body.every(isCapturedMail)) {
    throw new Error(`the mail capture answered no list of mails: ${await res.text()}`);
  }
  return body;
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
        found = (await capturedMails(res)).filter((m) => m.subject.includes(subject));
        return found.length;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[found.length - 1]!;
}

export function linkIn(mail: CapturedMail): string {
  const match = /(http:\/\/localhost:\d+\/\S+)/.exec(mail.text);
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
    headers: originHeader(),
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(request, email, 'Verify your email');
  const verified = await request.get(linkIn(mail), { maxRedirects: 0 });
  expect(verified.headers().location).toBe('/login?verified=1');
  await request.post('/api/auth/sign-out', {
    headers: originHeader(),
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
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  // Colour contrast is measured as painted: a dialog or a step still fading in reads as too faint.
  // Let every finite animation and transition end first (a spinner's endless one is left running),
  // then run axe; if one started while axe ran (a page that finished loading and faded its content
  // in), the run measured a moving page, so it runs again once that animation has ended.
  for (let attempt = 1; ; attempt += 1) {
    const { results, moved } = await page.evaluate(async (tags) => {
      const finite = () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY &&
              animation.playState === 'running',
          );
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      let started = false;
      const onStart = () => {
        started = true;
      };
      document.addEventListener('animationstart', onStart, true);
      document.addEventListener('transitionstart', onStart, true);
      try {
        const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
        });
        return { results: run, moved: started || finite().length > 0 };
      } finally {
        document.removeEventListener('animationstart', onStart, true);
        document.removeEventListener('transitionstart', onStart, true);
      }
    }, WCAG_22_AA);
    if (!moved || attempt === 3) return results;
  }
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

/**
 * No table cell breaks a word across lines (issue 29: "Otte r Savi ngs", the badge "Yo u", "NET
 * WOR" at 360 px), measured, not looked at: for every visible `th` and `td` under `scope`, each
 * word's characters are measured with a Range, and a word whose pieces lie on more than one line
 * was split (a line may break after a hyphen: "Ramanathan-" then "Okonkwo" is whole). A table wider than the box that scrolls it must say so: that box is described
 * (aria-describedby) by a visible hint. Tables inside a visually hidden text alternative are
 * skipped. Fails with each split word and each silent scroll box.
 */
export async function expectTableWordsWhole(page: Page, scope?: Locator) {
  const root = scope ?? page.locator('body');
  const problems = await root.evaluate((element) => {
    const found: string[] = [];
    const hidden = (node: Element) => node.closest('.visually-hidden') !== null;
    for (const cell of element.querySelectorAll('th, td')) {
      if (!(cell instanceof HTMLElement) || hidden(cell) || cell.getClientRects().length === 0)
        continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || hidden(parent) || parent.getClientRects().length === 0) continue;
        const text = node.textContent ?? '';
        // A word, with the hyphen or dash it may end with: a line may break after a hyphen.
        for (const match of text.matchAll(/[^\s\-\u2010\u2013\u2014]+[-\u2010\u2013\u2014]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => rect.top);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
            found.push(
              `"${match[0]}" is split in the cell "${cell.innerText.trim().slice(0, 60)}"`,
            );
          }
        }
      }
    }
    for (const table of element.querySelectorAll('table')) {
      if (hidden(table) || table.getClientRects().length === 0) continue;
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (box.scrollWidth > box.clientWidth + 1) {
          const hints = (box.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => (id ? document.getElementById(id) : null))
            .filter(
              (hint): hint is HTMLElement =>
                hint instanceof HTMLElement &&
                hint.getClientRects().length > 0 &&
                hint.innerText.trim().length > 0,
            );
          if (hints.length === 0) {
            const name = box.getAttribute('aria-label') ?? table.caption?.innerText ?? 'a table';
            found.push(`"${name}" scrolls sideways with no visible hint saying so`);
          }
        }
        break;
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/**
 * Every label of every chart under `scope` is drawn whole inside its chart (issue 29: "ATM
 * Skimming" cut off at the foot of Home's protection chart at 1280 px), measured: each SVG
 * `text`'s box must lie inside its `svg`'s box and inside the nearest ancestor that hides its
 * overflow. Fails with each label that sticks out, and by how much. A chart redraws for its new
 * width a frame or two after the window is resized, so a label measured in between (the box of
 * the new width, the labels of the old) is measured again until the page is still.
 */
export async function expectChartTextInside(page: Page, scope?: Locator) {
  const root = scope ?? page.locator('body');
  const measure = () =>
    root.evaluate((element) => {
      const found: string[] = [];
      const outside = (inner: DOMRect, outer: DOMRect) =>
        Math.max(
          outer.left - inner.left,
          inner.right - outer.right,
          outer.top - inner.top,
          inner.bottom - outer.bottom,
        );
      for (const svg of element.querySelectorAll('svg')) {
        const box = svg.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        let clip: DOMRect | null = null;
        for (let up = svg.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          // A box that hides what overflows it (a scrolling one shows it on a scroll).
          if (/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) {
            clip = up.getBoundingClientRect();
            break;
          }
        }
        for (const text of svg.querySelectorAll('text')) {
          const rect = text.getBoundingClientRect();
          if (rect.width === 0 || !text.textContent?.trim()) continue;
          const out = Math.max(outside(rect, box), clip ? outside(rect, clip) : 0);
          if (out > 0.1)
            found.push(
              `"${text.textContent.trim()}" sticks out of its chart by ${out.toFixed(1)} px`,
            );
        }
      }
      return found;
    });
  await expect.poll(measure, { message: 'chart labels drawn inside their charts' }).toEqual([]);
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The routes whose desktop layout axe has checked in this worker (ids left out of the path). */
const desktopAxed = new Set<string>();

function routeOf(page: Page): string {
  return new URL(page.url()).pathname
    .split('/')
    .map((part) => (/\d/.test(part) || part.length >= 16 ? ':id' : part))
    .join('/');
}

/**
 * The quality bar for one screen: no sideways scrolling at 360×740 and at 1280×800, and no axe
 * violation. Axe checks every screen at the phone size, and the desktop layout of each route once
 * per worker: the desktop adds the sidebar and wider grids around the same components in the same
 * colours, and a full axe pass costs about a second of a busy machine (issue 25: "axe once per
 * distinct screen"). Ends at the desktop size. No screenshot is taken here: nothing compares them,
 * and Playwright attaches one to a failed test (`screenshot: 'only-on-failure'`). `screen` names
 * the screen in a failure's message.
 */
export async function checkScreen(page: Page, screen: string) {
  for (const [label, size] of [
    ['360×740', PHONE],
    ['1280×800', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await test.step(`${screen} at ${label}`, async () => {
      await expectNoHorizontalScroll(page);
      if (size === PHONE) {
        await expectNoAxeViolations(page);
        return;
      }
      const route = routeOf(page);
      if (!desktopAxed.has(route)) await expectNoAxeViolations(page);
      desktopAxed.add(route);
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
