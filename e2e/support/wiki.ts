import { listQuizQuestions } from '@ffl/content/registry';
import { identifyShownItem } from '@ffl/content/variants';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { expect, type Locator, type Page } from '@playwright/test';
import { getJson, originHeader } from './api';

/** The signed-in player's cash, read through the page's own session. */
export async function readCash(page: Page): Promise<number> {
  return (await getJson(page, '/api/bank')).cash;
}

/** Buys or upgrades a defense through the shop API, as the page's player. */
export async function shop(page: Page, action: 'buy' | 'upgrade', defenseId: string) {
  const res = await page.request.post(`/api/bank/defenses/${defenseId}/${action}`, {
    headers: { ...originHeader(), 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user would. Fails when it is not
 * reached within `max` presses (then it is not keyboard reachable).
 */
export async function tabTo(page: Page, target: Locator, max = 200) {
  for (let presses = 0; presses <= max; presses += 1) {
    const focused = await target.evaluate((element) => element === document.activeElement);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} Tab presses: ${target.toString()}`);
}

type ShownQuestion = { prompt: string; options: { text: string }[] };

/** The content item a drawn question shows, in its variant, recognised by its texts (tests only). */
function identify(question: ShownQuestion) {
  const found = identifyShownItem(
    question.prompt,
    question.options.map((o) => o.text),
    () => FRAUD_IDS.flatMap((fraudId) => listQuizQuestions(fraudId)),
  );
  if (!found) throw new Error(`no content item shows "${question.prompt.slice(0, 60)}"`);
  return found;
}

/** The text of the right option of a drawn quiz question, from the content package (tests only). */
export function rightOptionText(question: ShownQuestion): string {
  const right = identify(question).options.find((option) => option.correct);
  if (!right) throw new Error(`no right option in "${question.prompt.slice(0, 60)}"`);
  return right.text;
}

/** The text of a wrong option of a drawn quiz question. */
export function wrongOptionText(question: ShownQuestion): string {
  return identify(question).options.find((option) => !option.correct)!.text;
}
