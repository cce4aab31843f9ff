import type { Drill } from '@ffl/content/drill-types';
import { FRAUD_NAMES } from '@ffl/engine/ids';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { openConsole } from './support/admin';
import {
  type DrillCardJson,
  decideByKeyboard,
  escapeRegExp,
  linksIn,
  listDrills,
  markByKeyboard,
  redFlagLabels,
  skipWelcome,
  submitByKeyboard,
  truthOf,
} from './support/drills';
import { signUpAndSignIn } from './support/game';
import { checkScreen, expectNoAxeViolations, money } from './support/helpers';
import { moneyBarValue } from './support/home';
import { readCash, tabTo } from './support/wiki';

/** The amount the result says the pair earned ("… and earned $5,500."), as a number. */
async function shownPay(page: Page): Promise<number> {
  const line = page
    .getByRole('region', { name: 'Your result' })
    .getByText(/^You told this pair apart and earned \$/);
  await expect(line).toBeVisible();
  const match = /earned \$([\d,]+)\.$/.exec((await line.textContent()) ?? '');
  expect(match, 'the pay line').not.toBeNull();
  return Number(match![1]!.replaceAll(',', ''));
}

/** The verdict line as the result should word it for the drill's medium. */
function verdictOf(drill: Drill): string {
  const medium = drill.artefact.medium;
  if (medium === 'atm') {
    return drill.legitimate ? 'This ATM was safe to use.' : 'This ATM had been tampered with.';
  }
  const things: Partial<Record<typeof medium, string>> = {
    call: 'call',
    web: 'page',
    social: 'post',
    invoice: 'invoice',
    letter: 'letter',
  };
  const thing = things[medium] ?? 'message';
  return drill.legitimate ? `This ${thing} was genuine.` : `This ${thing} was a scam.`;
}

/**
 * Plays the open drill right, by keyboard: the right decision from the content's truth, then
 * every red flag, then Submit. Checks the explanation of every part, and the pay: the first drill
 * of a twin pair waits for its twin and pays nothing; the second completes the pair, and the
 * header's cash grows by exactly the pay the result shows.
 */
async function playRight(page: Page, card: DrillCardJson, testInfo?: TestInfo, screen?: string) {
  const drill = await truthOf(page, card.id);
  const decision = drill.rightDecisions[0]!;
  const before = await readCash(page);
  await expect(moneyBarValue(page, 'Cash')).toHaveText(money(before));

  await decideByKeyboard(page, decision);
  const flags = await redFlagLabels(page, card.id, drill);
  await markByKeyboard(page, flags);
  await expect(page.getByText(`${flags.length} marked`)).toBeVisible();
  if (testInfo && screen) await checkScreen(page, `${screen} marking`);

  const answer = await submitByKeyboard(page);
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result).toContainText('Right call');
  await expect(result).toContainText(verdictOf(drill));
  // Every part explained in a sentence, each red flag as found.
  for (const hotspot of drill.hotspots) {
    // The label exactly: "Screen" is also inside "Note beside the screen".
    const item = result.getByRole('listitem').filter({
      has: page.locator('.drill-part-head span').getByText(hotspot.label, { exact: true }),
    });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(hotspot.redFlag ? 'Found:' : 'Not a red flag:');
  }
  await expect(result.getByRole('heading', { name: 'In real life' })).toBeVisible();
  await expect(result.getByRole('link', { name: /^Read about / })).toHaveAttribute(
    'href',
    `/frauds/${drill.fraudId}`,
  );
  // A scam's flag score: every flag found and nothing else marked is 100%.
  if (!drill.legitimate)
    await expect(result).toContainText(
      'Your flag score: 100% of the red flags found, less 0% of the ordinary parts marked, is 100%.',
    );
  if (answer.pay.reason === 'awaiting-twin') {
    await expect(result).toContainText('The pair pays when you have answered the other one too.');
    await expect(moneyBarValue(page, 'Cash')).toHaveText(money(before));
  } else {
    // The pay shown is what the server paid, and the header's cash grows by it.
    expect(answer.pay.reason).toBe('paid');
    const paid = await shownPay(page);
    expect(paid).toBe(answer.pay.amount);
    expect(paid).toBeGreaterThan(0);
    await expect(moneyBarValue(page, 'Cash')).toHaveText(money(before + paid));
  }
  if (testInfo && screen) await checkScreen(page, `${screen} result`);
  return answer;
}

test('drills: the drill of the day from Home, a link inspected, flags marked by keyboard, paid; a genuine message trusted', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'drills');
  await skipWelcome(page);
  await page.goto('/home');

  // Home offers the drill of the day; the list's "today" is the one it links.
  const { today, drills } = await listDrills(page);
  expect(today, 'a drill of the day').not.toBeNull();
  // A new player's baseline check comes first (home-priority.ts): the drill waits in "Also to do".
  const line = page
    .getByRole('region', { name: 'Also to do' })
    .getByRole('listitem')
    .filter({ hasText: 'Start the drill of the day' });
  await expect(line).toContainText(today!.title);
  await tabTo(page, line.getByRole('link', { name: 'Start the drill of the day' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/drills/${today!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: today!.title })).toBeVisible();

  // The scam to report: the drill of the day if it is one with a link, else one from the list.
  const scamWithLink = async (id: string) => {
    const drill = await truthOf(page, id);
    return !drill.legitimate && linksIn(drill).length > 0;
  };
  let scam = today!;
  if (!(await scamWithLink(today!.id))) {
    // The drill of the day first, played right, whatever it is.
    await playRight(page, today!);
    for (const d of drills) {
      if (d.id !== today!.id && (await scamWithLink(d.id))) {
        scam = d;
        break;
      }
    }
    expect(scam.id, 'a scam drill with a link').not.toBe(today!.id);
    await page.goto(`/drills/${scam.id}`);
    await expect(page.getByRole('heading', { level: 1, name: scam.title })).toBeVisible();
  }

  // Inspect a link: focus shows where it really goes; nothing in the artefact is a live link.
  const link = linksIn(await truthOf(page, scam.id))[0]!;
  const artefact = page.getByRole('region', { name: 'What you see' });
  await expect(artefact.locator('a[href], [href^="tel:"], [href^="mailto:"]')).toHaveCount(0);
  const button = artefact.getByRole('button', { name: link.text, exact: true }).first();
  const tip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
  await expect(tip).toBeHidden();
  await tabTo(page, button);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(`Goes to: ${link.link}`);
  await expect(button).toHaveAccessibleDescription(`Goes to: ${link.link}`);
  await page.keyboard.press('Shift+Tab');
  await expect(tip).toBeHidden();

  const scamAnswer = await playRight(page, scam, testInfo, 'drill');
  const scamTruth = await truthOf(page, scam.id);
  expect(scamTruth.rightDecisions).toContain('report');

  // Its genuine twin: trust it, and the pair pays. Reopening a completed drill shows its result.
  const fresh = await listDrills(page);
  let genuine: DrillCardJson | undefined;
  for (const d of fresh.drills) {
    if (d.fraudId === scam.fraudId && (await truthOf(page, d.id)).id === scamTruth.twin)
      genuine = d;
  }
  expect(genuine, 'the scam’s genuine twin').toBeDefined();
  expect(await truthOf(page, genuine!.id)).toMatchObject({
    legitimate: true,
    rightDecisions: ['trust'],
  });
  await page.goto(`/drills/${genuine!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: genuine!.title })).toBeVisible();
  if (genuine!.completed) {
    // The drill of the day was this twin: the scam completed the pair and was paid.
    expect(scamAnswer.pay.reason).toBe('paid');
  } else {
    expect(scamAnswer.pay.reason).toBe('awaiting-twin');
    expect((await playRight(page, genuine!)).pay.reason).toBe('paid');
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your result' })).toContainText('Right call');

  // The player's page: every drill by family, done or not, and the measures with their chart.
  await page.goto('/drills');
  await expect(page.getByRole('heading', { level: 1, name: 'Spot the scam' })).toBeVisible();
  const measures = page.getByRole('region', { name: 'Your measures' });
  await expect(measures.getByRole('table', { name: 'Your rates per difficulty' })).toBeVisible();
  await expect(measures).toContainText('you reported or checked 100% of scams');
  await expect(measures).toContainText('treated 0% of genuine messages as suspect');
  await expect(
    page.getByRole('link', { name: new RegExp(escapeRegExp(genuine!.title)) }).first(),
  ).toContainText('Done');
  await checkScreen(page, 'drills page');

  // The game master's console counts these attempts, per drill, with a CSV export.
  await page.context().clearCookies();
  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Game master' })
    .getByRole('link', { name: 'Drills' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  // The console names each drill by its title, never by its content id: twins share a title and
  // differ by kind (the truth was read while the player was in).
  const byDrill = page.getByRole('table', { name: 'By drill' });
  const row = byDrill
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: scamTruth.title, exact: true }) })
    .filter({ hasText: FRAUD_NAMES[scamTruth.fraudId] })
    .filter({ hasText: 'Scam' });
  await expect(row).toHaveCount(1);
  await expect(byDrill).not.toContainText(scamTruth.id);
  await expect(row).toContainText('100%');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // Axe at the desktop size only here: the console is a game master's desk screen, and each
  // full-page check costs seconds of every CI run.
  await expectNoAxeViolations(page);
});
