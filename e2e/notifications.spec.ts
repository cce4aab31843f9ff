import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { getJson, gmClient, originHeader, serverNow, skipWelcome } from './support/admin';
import { advanceServerClock, appOrigin, scheduleWave, signUpAndSignIn } from './support/game';
import {
  type CapturedMail,
  capturedMails,
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
} from './support/helpers';
import { section } from './support/settings';

// The browser's own zone, which the app sends for a player who has none yet.
test.use({ timezoneId: 'Africa/Johannesburg' });

/** The newest mail to `to` whose subject starts with `subject`, headers included. */
async function waitForNotification(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `http://127.0.0.1:2526/messages?to=${encodeURIComponent(to)}`,
        );
        found = (await capturedMails(res))
          .filter((mail) => mail.subject.startsWith(subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `mail "${subject}…" to ${to}`, timeout: 60_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

const preferencesOf = (request: APIRequestContext) => getJson(request, '/api/me/preferences');

test('wave reminder: turned on in Settings, received with one-click unsubscribe, turned off from its link', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const email = await signUpAndSignIn(page, request, 'reminder', 'Rita Reminder');
  await skipWelcome(page.request);

  // Signed in and verified, the app sent the browser's time zone: the player had none.
  await expect
    .poll(async () => (await preferencesOf(page.request)).timeZone)
    .toBe('Africa/Johannesburg');

  // The rest on a phone, 360 px wide.
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  const zone = section(page, 'Time zone');
  await expect(zone).toContainText('Your time zone: Africa/Johannesburg.');

  // The player picks another zone from the list, found by a search.
  await zone.getByLabel('Find a time zone').fill('los angeles');
  await expect(zone).toContainText('1 time zone matches.');
  await zone.getByLabel('Time zone', { exact: true }).selectOption('America/Los_Angeles');
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expect(zone.getByRole('status')).toContainText(
    'Your time zone is now America/Los_Angeles.',
  );
  // A zone the player chose is never replaced by the browser's, on the next visit either.
  await page.reload();
  await expect(zone).toContainText('Your time zone: America/Los_Angeles.');
  expect((await preferencesOf(page.request)).timeZone).toBe('America/Los_Angeles');
  // One click brings the browser's zone back.
  await zone.getByRole('button', { name: 'Use this browser’s time zone' }).click();
  await expect(zone.getByRole('status')).toContainText(
    'Your time zone is now Africa/Johannesburg.',
  );

  // Every e-mail is off until the player turns it on, but the season's end (once a season).
  const notifications = section(page, 'Notifications');
  await expect(notifications.getByRole('switch', { name: 'Season end' })).toBeChecked();
  const waveSoon = notifications.getByRole('switch', { name: 'Wave soon' });
  await expect(waveSoon).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Wave results' })).not.toBeChecked();
  await expect(
    notifications.getByRole('switch', { name: 'Reviews due and streak at risk' }),
  ).not.toBeChecked();
  await waveSoon.check();
  const hours = notifications.getByLabel('Hours before the wave');
  await expect(hours).toHaveValue('3');
  // An hour count the server would refuse is caught in the form, the field marked and focused.
  await hours.fill('30');
  await notifications.getByRole('button', { name: 'Save notifications' }).click();
  await expect(notifications.getByRole('alert')).toHaveText(
    'Choose a whole number of hours from 1 to 24.',
  );
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toBeFocused();
  await hours.fill('3');
  await notifications.getByRole('button', { name: 'Save notifications' }).click();
  await expect(notifications.getByRole('status')).toHaveText(
    'Saved. We will e-mail you: 3 hours before each wave; before each season ends.',
  );
  expect((await preferencesOf(page.request)).waveSoon).toEqual({ on: true, hoursBefore: 3 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  for (const [name, part] of [
    ['notifications at 360 px', notifications],
    ['time zone at 360 px', zone],
  ] as const) {
    const path = testInfo.outputPath(`${name.replaceAll(' ', '-')}.png`);
    await part.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }

  // A wave two hours away: inside the player's three hours.
  const gm = await gmClient();
  const wave = await scheduleWave(gm, {
    difficulty: 'easy',
    at: new Date((await serverNow(gm)) + 2 * 3_600_000).toISOString(),
  });
  try {
    await advanceServerClock(gm, 0);
    // This wave's reminder. The automatic schedule's wave may fall within the three hours too (in
    // the afternoon before 18:00): its own reminder comes as well, and is not the one awaited.
    const mail = await waitForNotification(request, email, 'The wave hits in 2 hours');
    expect(mail.subject).toBe('The wave hits in 2 hours: set your alert');

    // RFC 8058: the one-click address in the headers, and the same link in both bodies.
    const header = /^<(http:\/\/localhost:\d+\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    );
    expect(header, `List-Unsubscribe: ${mail.headers['list-unsubscribe']}`).not.toBeNull();
    const link = header?.[1] ?? '';
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

    // Someone with only the mail (no session, on a phone) opens the link and unsubscribes.
    const stranger = await browser.newContext({ baseURL: appOrigin(), viewport: PHONE });
    try {
      const inbox = await stranger.newPage();
      await inbox.goto(link);
      await expect(inbox.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
      await expect(inbox.getByText('Stop sending me the wave reminder?')).toBeVisible();
      // The app's look, not white default HTML: its colours and fonts, and a link back.
      await expect(inbox.locator('body')).toHaveCSS('background-color', 'rgb(11, 18, 32)');
      await expect(inbox.getByRole('button', { name: 'Unsubscribe' })).toHaveCSS(
        'background-color',
        'rgb(34, 211, 238)',
      );
      await expect(
        inbox.getByRole('link', { name: 'Back to Fantasy Fraud League' }),
      ).toHaveAttribute('href', '/');
      await expect(inbox.getByRole('img', { name: 'Fantasy Fraud League shield' })).toBeVisible();
      await checkScreen(inbox, 'unsubscribe page');
      await inbox.setViewportSize(PHONE);
      await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(
        inbox.getByText('Done. We will not send you the wave reminder any more.'),
      ).toBeVisible();
      await expectNoAxeViolations(inbox);
    } finally {
      await stranger.close();
    }

    // Back in Settings, the reminder is off; the other settings are as they were.
    await page.goto('/settings');
    await expect(
      section(page, 'Notifications').getByRole('switch', { name: 'Wave soon' }),
    ).not.toBeChecked();
    const after = await preferencesOf(page.request);
    expect(after.waveSoon.on).toBe(false);
    expect(after.timeZone).toBe('Africa/Johannesburg');
  } finally {
    // The wave is this journey's alone: it must not hit the players of the journeys after it.
    const res = await gm.delete(`/api/admin/waves/${wave.id}`, {
      data: { confirm: wave.id },
      headers: { ...originHeader(), 'Idempotency-Key': randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
