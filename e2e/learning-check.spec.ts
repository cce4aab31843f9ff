import { readFileSync } from 'node:fs';
import { MEASURE_BY_ID } from '@ffl/content/measure-items';
import type { MeasureItem } from '@ffl/content/measure-types';
import { expect, type Page, test } from '@playwright/test';
import { openConsole, originHeader, parseCsv } from './support/admin';
import { readAnswer, sendJson } from './support/api';
import { skipWelcome } from './support/drills';
import { signUpAndSignIn } from './support/game';
import { checkScreen, expectNoAxeViolations } from './support/helpers';
import { primaryAction, readJson } from './support/home';
import { rightOptionText } from './support/wiki';

/*
 * Issue 24, part 4: a new player takes the baseline through the page, passes the one quiz of the
 * physical family (ATM skimming), takes the post-check that this makes due, and reads their
 * progress; the game master reads the learning report and downloads its CSV. Own data only: no
 * clock moved, no wave, no programme started (that would owe every player a new baseline).
 */

/** The item as the content holds it, truth included (the browser never gets it before the close). */
function truthOf(itemId: string): MeasureItem {
  const item = MEASURE_BY_ID.get(itemId);
  if (!item) throw new Error(`no check item ${itemId} in the content`);
  return item;
}

/** The warning signs of a decision item (0 for a question). */
function signCount(itemId: string): number {
  const item = truthOf(itemId);
  return item.kind === 'decision' ? item.signs.filter((sign) => sign.sign).length : 0;
}

/** Starts the check shown on /check with its button and returns the view the server sent. */
async function startCheck(page: Page, button: string) {
  const started = page.waitForResponse(
    (res) => res.url().endsWith('/api/me/checks') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  return readAnswer(await started, 'post', '/api/me/checks');
}

/** The position (0-based) of the item on screen, from its "Item n of N" heading, which has the focus. */
async function shownIndex(page: Page, total: number): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^Item \\d+ of ${total}$`) });
  await expect(heading).toBeFocused();
  const match = /^Item (\d+) of/.exec((await heading.textContent()) ?? '');
  return Number(match?.[1]) - 1;
}

/**
 * Answers the item on screen through the form: right (the content's truth: the decision and
 * exactly the warning signs; the right option) or wrong (the other decision, nothing ticked; a
 * wrong option). Waits for the server to save it.
 */
async function answerShown(page: Page, itemId: string, right: boolean) {
  const item = truthOf(itemId);
  if (item.kind === 'decision') {
    await expect(page.getByRole('article', { name: /^The message: / })).toBeVisible();
    const report = item.scam === right;
    await page.getByRole('radio', { name: report ? 'Report' : 'Trust', exact: true }).check();
    const signs = page.getByRole('group', { name: 'Tick the warning signs' });
    await expect(signs.getByRole('checkbox')).toHaveCount(4);
    if (right) {
      for (const sign of item.signs.filter((s) => s.sign)) {
        await signs.getByRole('checkbox', { name: sign.text, exact: true }).check();
      }
    }
  } else {
    const option = item.options.find((o) => o.correct === right);
    if (!option) throw new Error(`no ${right ? 'right' : 'wrong'} option in ${itemId}`);
    await page.getByRole('radio', { name: option.text, exact: true }).check();
  }
  const saved = page.waitForResponse(
    (res) => res.url().includes(`/answers/${itemId}`) && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /^Save (and go on|answer)$/ }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
}

/** Passes the quiz of `AtmSkimming` through its page, every answer right. */
async function passAtmQuiz(page: Page) {
  await page.goto('/frauds/AtmSkimming/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: ATM Skimming' })).toBeVisible();
  const drawn = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/quizzes/AtmSkimming/attempts') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  const { questions } = await readAnswer(await drawn, 'post', '/api/quizzes/AtmSkimming/attempts');
  for (const [index, question] of questions.entries()) {
    await expect(
      page.getByRole('heading', { name: `Question ${index + 1} of ${questions.length}` }),
    ).toBeVisible();
    await page
      .getByRole('radio', { name: rightOptionText(question), exact: true })
      .check({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Check answer' }).click();
    const last = index === questions.length - 1;
    await page.getByRole('button', { name: last ? 'See your result' : 'Next question' }).click();
  }
  await expect(page.getByRole('region', { name: 'Your result' })).toContainText('Passed');
}

test('learning check: baseline, a family learned, post-check and progress; the game master’s report and CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, request, 'check');
  await skipWelcome(page);

  // Home's first card: the baseline is due at the first visit, for every family.
  const status = await readJson(page, '/api/me/checks');
  expect(status.due?.phase).toBe('pre');
  expect(status.due?.reason).toBe('first-visit');
  expect(status.due?.families).toHaveLength(5);
  const items = status.due?.items ?? 0;
  // Home's priority rule puts the practice wave's report first until it is read, and the alert
  // when the next wave is near: read the one, set the other.
  const { reports } = await readJson(page, '/api/reports');
  const practice = reports[0];
  expect(practice?.practice).toBe(true);
  await page.goto(`/attacklog?report=${practice?.id}`);
  await expect(page.getByRole('region', { name: 'How to read a report' })).toBeVisible();
  await sendJson(page, 'put', '/api/bank/alert', {
    data: { family: 'physical' },
    headers: originHeader(),
  });
  // Then the baseline is Home's primary action, before any learning: one card, one button.
  await page.goto('/home');
  const card = primaryAction(page).getByRole('region', {
    name: /^Take your baseline check: \d+ items, about \d+ minutes?$/,
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Take your baseline check: ${items} items`);
  await expect(card).toContainText('It covers Social engineering, Cyber intrusion');
  await expect(primaryAction(page).locator('.btn')).toHaveCount(1);
  await checkScreen(page, 'home with the baseline due');

  // /check: what is due, unpaid, about how long; then the items one at a time.
  await card.getByRole('link', { name: 'Start the baseline check' }).click();
  await expect(page).toHaveURL(/\/check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning check' })).toBeVisible();
  const intro = page.getByRole('region', { name: /^Take your baseline check/ });
  await expect(intro).toContainText('Unpaid');
  await checkScreen(page, 'check intro');
  const baseline = await startCheck(page, 'Start the baseline check');
  expect(baseline.total).toBe(items);
  const physicalBefore = baseline.items.filter((item) => item.family === 'physical');
  expect(physicalBefore.length, 'the baseline covers the physical family').toBeGreaterThan(0);

  // Physical items answered wrong (so the post-check can show a gain), the others right, but one
  // skipped and left unanswered; a reload halfway resumes at the next unanswered item.
  const skipped = baseline.items.findIndex((item) => item.family !== 'physical');
  const kindsSeen = new Set<string>();
  let answered = 0;
  for (let turn = 0; answered < baseline.total - 1; turn += 1) {
    expect(turn, 'every item comes round').toBeLessThan(2 * baseline.total);
    const index = await shownIndex(page, baseline.total);
    const item = baseline.items[index]!;
    if (!kindsSeen.has(item.kind)) {
      // One screen of each kind of item: a message to judge, and a question.
      kindsSeen.add(item.kind);
      await checkScreen(page, `check item (${item.kind})`);
    }
    if (index === skipped) {
      await page.getByRole('button', { name: 'Skip for now' }).click();
      continue;
    }
    await answerShown(page, item.id, item.family !== 'physical');
    answered += 1;
    if (answered === 3) {
      // A reload resumes after the furthest item answered, with a word of welcome.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toContainText(
        `you have answered 3 of ${baseline.total}`,
      );
      expect(await shownIndex(page, baseline.total)).toBe(index + 1);
    }
  }
  expect([...kindsSeen].sort()).toEqual(['decision', 'scenario']);
  // Round again to the skipped item; Finish asks first, since it counts as wrong.
  expect(await shownIndex(page, baseline.total)).toBe(skipped);
  await expect(page.getByText(`${baseline.total - 1} of ${baseline.total} answered`)).toBeVisible();
  await page.getByRole('button', { name: 'Finish the check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish with 1 item unanswered?' });
  await expect(dialog).toContainText('Unanswered items count as wrong.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Finish now' }).click();

  // The result: the score, per family, and every item with its truth.
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/check\\?result=${baseline.id}$`));
  await expect(result.getByRole('table', { name: 'Your score per family' })).toBeVisible();
  await expect(result.getByText('Not answered (counts as wrong)')).toHaveCount(1);
  await expect(result.getByRole('listitem').filter({ hasText: /^Item \d+:/ })).toHaveCount(
    baseline.total,
  );
  await checkScreen(page, 'check result');
  // A reload keeps the result on screen.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your result' })).toBeVisible();

  // Learn the physical family: its one fraud's quiz passed makes its post-check due.
  await passAtmQuiz(page);
  await page.goto('/home');
  const postCard = primaryAction(page).getByRole('region', { name: 'Your post-check is ready' });
  await expect(postCard).toContainText('on Physical');
  await postCard.getByRole('link', { name: 'Start the post-check' }).click();
  await expect(page.getByRole('region', { name: 'Your post-check is ready' })).toContainText(
    'You passed every quiz in Physical.',
  );
  const post = await startCheck(page, 'Start the post-check');
  expect(post.phase).toBe('post');
  expect(post.families).toEqual(['physical']);
  for (let turn = 0; turn < post.total; turn += 1) {
    const index = await shownIndex(page, post.total);
    await answerShown(page, post.items[index]!.id, true);
  }
  await expect(
    page.getByRole('heading', { name: `All ${post.total} items are answered.` }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Finish the check' }).click();
  await expect(page.getByRole('region', { name: 'Your result' })).toContainText(
    `You got ${post.total} of ${post.total} right.`,
  );

  // Progress: the physical curve in words, its chart with a text alternative, and d′.
  await page.getByRole('link', { name: 'See your progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  const signsBefore = physicalBefore.reduce((sum, item) => sum + signCount(item.id), 0);
  const signsAfter = post.items.reduce((sum, item) => sum + signCount(item.id), 0);
  const physical = page.getByRole('region', { name: 'Physical', exact: true });
  await expect(physical).toContainText(
    `You now spot ${signsAfter} of ${signsAfter} physical warning signs, ${signsAfter > 0 ? 'up from' : 'the same as'} 0 of ${signsBefore} in your first check.`,
  );
  const table = physical.getByRole('table', {
    name: 'Physical: what you spotted at each check',
    exact: true,
  });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(physical.locator('svg')).toBeVisible();
  await expect(page.getByRole('region', { name: 'All families' })).toContainText(
    'How well you tell scams from genuine messages: d′',
  );
  await checkScreen(page, 'progress');

  // The game master's report: the pair shows in the physical row; the CSV says the same.
  await page.context().clearCookies();
  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Game master' })
    .getByRole('link', { name: 'Learning report' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning report' })).toBeVisible();
  const postTable = page.getByRole('table', { name: 'Baseline → post-check', exact: true });
  const physicalRow = postTable.getByRole('row', { name: /^Physical / });
  await expect(physicalRow.getByRole('cell').first()).toHaveText('1');
  await expect(physicalRow).toContainText('Too few players');
  // One pair is too few for an effect size: the forest plot waits, and says why.
  const postPanel = page
    .getByRole('region', { name: 'Baseline → post-check', exact: true })
    .first();
  await expect(postPanel).toContainText('No group has an estimate of Hedges’ g yet');
  await expect(page.getByRole('region', { name: 'How the figures are computed' })).toContainText(
    'Hedges',
  );
  await checkScreen(page, 'learning report');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^learning-report-.+\.csv$/);
  const rows = parseCsv(readFileSync((await file.path())!, 'utf8'));
  expect(rows[0]?.slice(0, 3)).toEqual(['comparison', 'family', 'n']);
  expect(rows.find((row) => row[0] === 'baseline-post' && row[1] === 'physical')?.[2]).toBe('1');

  // A date filter the checks fall outside of: no pair; then cleared.
  await page.getByLabel('Later check closed from').fill('2099-01-01');
  await page.getByRole('button', { name: 'Show the report' }).click();
  await expect(page).toHaveURL(/from=2099-01-01/);
  await expect(postPanel).toContainText('No player has both checks yet.');
  await expect(postTable).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /from=2098-12-3\d|from=2099-01-01/,
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(physicalRow.getByRole('cell').first()).toHaveText('1');

  // Starting a programme asks first; cancelled here (it would owe every player a new baseline).
  await page.getByLabel('Name', { exact: true }).fill('Spring cohort');
  await page.getByRole('button', { name: 'Start a programme' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start the programme “Spring cohort”?' });
  await expect(confirm).toContainText('Every player owes a new baseline check');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
