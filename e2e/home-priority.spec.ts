/**
 * Issue 29, part 3: Home by priority (apps/web/src/features/home/home-priority.ts, decision
 * 0040). One primary action, chosen by the rule from the player's state, with one button; the
 * other tasks follow in the rule's order; every detail is shut under "More", one tap or one key
 * away. It schedules a wave an hour ahead (cancelled at the end), so it runs in the shared world.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  clearWavesDueWithin,
  gmClient,
  originHeader,
  serverNow,
  skipWelcome,
} from './support/admin';
import { sendJson } from './support/api';
import { scheduleWave, signUpAndSignIn } from './support/game';
import { checkScreen, PHONE } from './support/helpers';
import { openHomeDetail, primaryAction } from './support/home';

const HOUR = 3_600_000;
/** The best move's line: a first quiz pass that pays, or a purchase. */
const MOVE_LINE = /^(Take the .+ quiz|Your best next move)/;

test('Home puts one thing first: the alert before a near wave, then the practice report, then the baseline', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const gm = await gmClient();
  // Nothing left landing in the next two hours, before the player exists: a wave landed now (the
  // automatic 18:00 one, from 16:00) would hit them, and its report would take the practice's place.
  await clearWavesDueWithin(gm, 2 * HOUR);
  await signUpAndSignIn(page, request, 'priority', 'Pia Priority');
  await skipWelcome(page.request);
  // "Near" is the player's own: the hours before a wave of the wave-soon notice (3 by default).
  await sendJson(page, 'patch', '/api/me/preferences', {
    data: { waveSoon: { hoursBefore: 3 } },
    headers: originHeader(),
  });
  // Then a wave an hour ahead.
  const wave = await scheduleWave(gm, {
    difficulty: 'easy',
    at: new Date((await serverNow(gm)) + HOUR).toISOString(),
  });
  try {
    // 1. The wave is near and no alert is set: the alert is the one thing to do now. Home's first
    // answers come inside the page (apps/server/src/http/page-data.ts), and it asks the server for
    // none of them again, so the primary card shows in the first render.
    const asked: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
        if (url.pathname !== '/api/events') asked.push(`${url.pathname}${url.search}`);
      }
    };
    page.on('request', onRequest);
    const html = await (await page.goto('/home'))?.text();
    const primary = primaryAction(page);
    await expect(primary.getByRole('heading', { level: 2 })).toHaveText(
      /^Set your alert: the wave hits in (59 min|1 h)/,
    );
    await expect(page.getByRole('region', { name: 'Your practice wave' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next wave' })).toBeVisible();
    page.off('request', onRequest);
    const embedded = /<script type="application\/json" id="ffl-answers">(.*?)<\/script>/.exec(
      html ?? '',
    )?.[1];
    const carried = Object.keys(JSON.parse(embedded ?? '{}'));
    expect(carried).toEqual(expect.arrayContaining(['/api/me/checks', '/api/me/preferences']));
    // (Other pages' code and answers may be preloaded once the page is idle: not Home's own.)
    expect(asked.filter((path) => carried.includes(path))).toEqual([]);
    await expect(primary.locator('.btn')).toHaveText(['Set alert']);
    // The next-wave card points up to it rather than holding a second form.
    const nextWave = page.getByRole('region', { name: 'Next wave' });
    await expect(nextWave).toContainText('No alert is set yet: choose one in the card above.');
    await expect(nextWave.getByRole('radio')).toHaveCount(0);
    // The practice report, not read yet, comes right after: its card is in the rest.
    await expect(page.getByRole('region', { name: 'Your practice wave' })).toBeVisible();
    await checkScreen(page, 'home with the alert first');
    await page.setViewportSize(PHONE);
    await primary.getByRole('radio', { name: /^Cyber intrusion/ }).check();
    await primary.getByRole('button', { name: 'Set alert' }).click();
    // Acted on, the card stays first with its confirmation while the player is on Home.
    await expect(
      primary.getByText('Alert set: staff are watching for Cyber intrusion.'),
    ).toBeVisible();
    await expect(primary.getByRole('heading', { level: 2 })).toHaveText(/^Set your alert/);

    // 2. Next visit: the unread practice report is first, its link the one button.
    await page.reload();
    await expect(primary.getByRole('region', { name: 'Your practice wave' })).toBeVisible();
    await expect(primary.locator('.btn')).toHaveText(['Read your practice report']);
    // The alert set stays one tap away, named at a glance in the next-wave card.
    await expect(
      nextWave.getByRole('button', { name: 'Security alert Cyber intrusion' }),
    ).toHaveAttribute('aria-expanded', 'false');
    // "Also to do": the other tasks that apply, in the rule's order.
    const todo = page.getByRole('region', { name: 'Also to do' });
    await expect(todo.getByRole('listitem')).toHaveText([
      /^Take your baseline check/,
      /^Start the drill of the day/,
      MOVE_LINE,
    ]);
    await primary.getByRole('link', { name: 'Read your practice report' }).click();
    await expect(page).toHaveURL(/\/attacklog\?report=/);
    await expect(page.getByRole('region', { name: 'How to read a report' })).toBeVisible();

    // 3. Read: the baseline check comes first, before any learning.
    await page.goto('/home');
    await expect(
      primary.getByRole('region', { name: /^Take your baseline check: \d+ items/ }),
    ).toBeVisible();
    await expect(primary.locator('.btn')).toHaveText(['Start the baseline check']);
    await expect(todo.getByRole('listitem')).toHaveText([/^Start the drill of the day/, MOVE_LINE]);
    // The practice report moved down, one link away.
    await expect(
      page
        .getByRole('region', { name: 'Your practice wave' })
        .getByRole('link', { name: 'Read your practice report' }),
    ).toBeVisible();

    // The rest: every detail shut under "More" with a glance beside its title.
    const more = page.getByRole('region', { name: 'More' });
    const rows = more.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) await expect(row).toHaveAttribute('aria-expanded', 'false');
    await expect(rows).toHaveText([
      /^Bank of Pia\s*0 of 20 defenses$/,
      /^Season table/,
      /^Daily streak\s*None yet$/,
      /^Quizzes\s*0 of 20 passed$/,
      /^Badges\s*0 of 4 earned$/,
      /^Your protection\s*Average 0%$/,
    ]);
    // Shut, a detail is hidden; Enter opens it, and Enter again shuts it.
    const streakState = page.getByText('No streak yet. Learn something today to start one.');
    await expect(streakState).toBeHidden();
    const streak = more
      .getByRole('region', { name: 'Daily streak', exact: true })
      .getByRole('button', { name: /^Daily streak/ });
    await streak.focus();
    await page.keyboard.press('Enter');
    await expect(streak).toHaveAttribute('aria-expanded', 'true');
    await expect(streakState).toBeVisible();
    await checkScreen(page, 'home with a detail open');
    await streak.focus();
    await page.keyboard.press('Enter');
    await expect(streak).toHaveAttribute('aria-expanded', 'false');
    await expect(streakState).toBeHidden();
    // A tap opens the quizzes: the progress and the way to the Fraud Wiki.
    await page.setViewportSize(PHONE);
    const quizzes = await openHomeDetail(page, 'Quizzes');
    await expect(quizzes.getByRole('link', { name: 'Open the Fraud Wiki' })).toBeVisible();
    const toggle = quizzes.getByRole('button', { name: /^Quizzes/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } finally {
    const res = await gm.delete(`/api/admin/waves/${wave.id}`, {
      data: { confirm: wave.id },
      headers: { ...originHeader(), 'idempotency-key': randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
