/**
 * Helpers for the drills journey. Which drill to play comes from the API (what the browser sees);
 * what is true about it (its red flags, its right decision) comes from the content package, which
 * the test process may read and the browser never gets before a submit.
 */
import type { Drill, DrillDecision, Span } from '@ffl/content/drill-types';
import { DRILLS } from '@ffl/content/drills';
import { identifyShownDrill } from '@ffl/content/variants';
import { expect, type Page } from '@playwright/test';
import { getJson, originHeader, readAnswer } from './api';
import { tabTo } from './wiki';

export interface DrillCardJson {
  id: string;
  fraudId: string;
  title: string;
  medium: string;
  completed: boolean;
}

/** GET /api/drills as the page's player. */
export async function listDrills(page: Page) {
  return getJson(page, '/api/drills');
}

const truths = new Map<string, Drill>();

/**
 * The drill a card of the page's player names, as that player is shown it (their variant), truth
 * included. The API names drills by the player's own opaque handles, so the test recognises the
 * drill by its shown text, as a person who had read every variant of every drill would.
 */
export async function truthOf(page: Page, handle: string): Promise<Drill> {
  const known = truths.get(handle);
  if (known) return known;
  const view = await getJson(page, `/api/drills/${handle}`);
  const drill = identifyShownDrill(view, () => DRILLS);
  if (!drill) throw new Error(`no drill in the content shows as ${handle}`);
  truths.set(handle, drill);
  return drill;
}

/** Every link in an artefact, in reading order: its visible text and real target. */
export function linksIn(drill: Drill): { text: string; link: string; hotspot?: string }[] {
  const found: { text: string; link: string; hotspot?: string }[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (value && typeof value === 'object') {
      const span = value as Exclude<Span, string>;
      if (typeof span.text === 'string' && typeof span.link === 'string') {
        found.push({
          text: span.text,
          link: span.link,
          ...(span.hotspot ? { hotspot: span.hotspot } : {}),
        });
        return;
      }
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(drill.artefact);
  return found;
}

/**
 * The labels of a drill's red flags in the artefact's reading order, which the API gives (the
 * content lists hotspots in its own order), so that Tab reaches each in turn.
 */
export async function redFlagLabels(page: Page, handle: string, drill: Drill): Promise<string[]> {
  const view = await getJson(page, `/api/drills/${handle}`);
  const flags = new Set(drill.hotspots.filter((h) => h.redFlag).map((h) => h.id));
  expect(flags.size, `${drill.id} has red flags in the view`).toBe(
    view.hotspots.filter((h) => flags.has(h.id)).length,
  );
  return view.hotspots.filter((h) => flags.has(h.id)).map((h) => h.label);
}

const DECISION_ORDER: readonly DrillDecision[] = ['report', 'trust', 'verify'];
const DECISION_LABELS: Readonly<Record<DrillDecision, string>> = {
  report: 'Report',
  trust: 'Trust',
  verify: 'Verify through a channel I already know',
};

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A hotspot's toggle while marking: its accessible name starts with the hotspot's label. */
function hotspotButton(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'What you see' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: `) });
}

/**
 * Decides with the keyboard only: Tab into the radio group, arrows to the decision, then Tab to
 * "Next: mark the red flags" and Enter. The marking step's heading takes the focus.
 */
export async function decideByKeyboard(page: Page, decision: DrillDecision) {
  const first = page.getByRole('radio', { name: DECISION_LABELS.report });
  await tabTo(page, first);
  const steps = DECISION_ORDER.indexOf(decision);
  if (steps === 0) await page.keyboard.press('Space');
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: DECISION_LABELS[decision] })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next: mark the red flags' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2: mark the red flags' })).toBeFocused();
}

/** Marks each labelled hotspot with Tab and Space, checking each shows as marked. */
export async function markByKeyboard(page: Page, labels: readonly string[]) {
  for (const [index, label] of labels.entries()) {
    const button = hotspotButton(page, label).first();
    await tabTo(page, button);
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(index === 0 ? '1 marked' : `${index + 1} marked`)).toBeVisible();
  }
}

/** Submits with the keyboard and waits for the server's result; the result heading has the focus. */
export async function submitByKeyboard(page: Page) {
  const answer = page.waitForResponse(
    (res) => /\/api\/drills\/[^/]+\/attempts$/.test(res.url()) && res.request().method() === 'POST',
  );
  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
  await page.keyboard.press('Enter');
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  return readAnswer(res, 'post', '/api/drills/{drillId}/attempts');
}

/** Marks the first-visit welcome done, so that Home shows its cards. */
export async function skipWelcome(page: Page) {
  const res = await page.request.patch('/api/bank', {
    data: { welcomeDone: true },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}
