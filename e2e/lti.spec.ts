import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type LtiPlatform, ROLE, startLtiPlatform } from '../apps/server/src/test/lti-platform';
import { openConsole } from './support/admin';
import { appOrigin, getJson } from './support/api';
import { completeFamily } from './support/assignments';
import { advanceServerClock } from './support/game';
import { checkScreen } from './support/helpers';

/**
 * Issue 28, LTI 1.3 end to end, against the test platform (apps/server/src/test/lti-platform.ts)
 * started here: a teacher places the phishing family (social engineering) in a course through the
 * deep-linking picker; the platform launches a learner into it through a real browser form post;
 * the learner lands on the family, completes it (as organisations.spec.ts does: the heartbeat with
 * the server's clock moved on, each quiz passed, each drill tried), and the platform receives the
 * score. Shared-world: it moves the test clock.
 */

let platform: LtiPlatform;
test.afterAll(async () => {
  await platform?.close();
});

test('a teacher places the phishing family; a learner launched into it completes it and the platform gets the score', async ({
  browser,
  page: ownerPage,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  platform = await startLtiPlatform({ toolUrl: appOrigin(), clientId: `e2e-${tag}` });
  // The owner registers the platform in the console, where the addresses to give it are listed.
  const gm = await openConsole(ownerPage);
  await ownerPage
    .getByRole('navigation', { name: 'Game master' })
    .getByRole('link', { name: 'Learning platforms' })
    .click();
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: 'Learning platforms' }),
  ).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Give these to the platform' })).toContainText(
    `${appOrigin()}/lti/register`,
  );
  const form = ownerPage.getByRole('region', { name: 'Register a platform by hand' });
  const fields = platform.registration;
  await form.getByLabel('Name').fill(`Test platform ${tag}`);
  await form.getByLabel('Issuer').fill(fields.issuer);
  await form.getByLabel('Client id').fill(fields.clientId);
  await form.getByLabel('Authorisation (OIDC auth) address').fill(fields.authLoginUrl);
  await form.getByLabel('Access token address').fill(fields.tokenUrl);
  await form.getByLabel('Public keyset (JWKS) address').fill(fields.jwksUrl);
  await form.getByLabel('Deployment ids').fill(fields.deploymentIds.join(', '));
  await form.getByRole('button', { name: 'Register platform' }).click();
  await expect(form.getByText(`Test platform ${tag} is registered`)).toBeVisible();
  await expect(ownerPage.getByRole('table', { name: 'Registered platforms' })).toContainText(
    `Test platform ${tag}`,
  );
  await checkScreen(ownerPage, 'learning platforms (owner)');
  const context = { id: `course-${tag}`, title: `Fraud awareness ${tag}` };

  // The teacher opens the tool from the course's "add an activity": the deep-linking picker.
  const teacherContext = await browser.newContext({ baseURL: appOrigin() });
  const teacher = await teacherContext.newPage();
  await teacher.goto(
    platform.loginUrl({
      user: { sub: `teacher-${tag}`, name: 'Tess Teacher', email: `teacher-${tag}@school.test` },
      roles: [ROLE.instructor],
      context,
      deepLinking: { data: `course-${tag}` },
    }),
  );
  await expect(
    teacher.getByRole('heading', { level: 1, name: 'Place Fantasy Fraud League in your course' }),
  ).toBeVisible();
  const choices = teacher.getByRole('group', { name: 'What should your course link to?' });
  await checkScreen(teacher, 'LTI deep-linking picker');
  await choices.getByLabel('Social engineering: the family').check();
  await teacher.getByRole('button', { name: 'Place it in the course' }).click();
  // The signed answer goes back to the platform by itself.
  await expect(teacher.getByText('Placed in the course.')).toBeVisible();
  const [placed] = platform.state.deepLinkResponses;
  const items = placed?.['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as
    | { custom: Record<string, string> }[]
    | undefined;
  const item = items?.[0];
  expect(item?.custom).toEqual({ ffl_item: 'family:social' });
  expect(placed?.['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe(`course-${tag}`);
  await teacherContext.close();

  // The platform launches a learner into the placed item: a real form post from its page.
  const learnerContext = await browser.newContext({ baseURL: appOrigin() });
  const page = await learnerContext.newPage();
  const learner = {
    sub: `learner-${tag}`,
    name: 'Lena Learner',
    email: `learner-${tag}@school.test`,
  };
  const launch = {
    user: learner,
    roles: [ROLE.learner],
    context,
    resourceLink: { id: `link-${tag}`, title: 'Phishing family' },
    custom: item?.custom ?? {},
    lineItem: `column-${tag}`,
  };
  await page.goto(platform.loginUrl(launch));
  await expect(page).toHaveURL(/\/fraudwiki\?family=social$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud Wiki' })).toBeVisible();
  const player = page.request;
  const me = await getJson(player, '/api/me');
  expect(me).toMatchObject({ email: learner.email, emailVerified: true, name: 'Lena Learner' });
  const [assigned] = (await getJson(player, '/api/me/assignments')).assignments;
  expect(assigned).toMatchObject({ name: 'Phishing family', families: ['social'] });

  // A launch that comes back wrong is a clear page, not an error.
  await page.goto('/lti/launch');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This launch was refused' }),
  ).toBeVisible();
  await checkScreen(page, 'LTI refusal page');

  // The learner reads each fraud page, passes each quiz and tries each drill.
  await completeFamily(player, gm, 'social');
  const [done] = (await getJson(player, '/api/me/assignments')).assignments;
  expect(done?.progress).toMatchObject({ complete: true });

  // The score reaches the platform's gradebook column by itself: the share done as it grew
  // (the job sends a change, never the same score twice), then 100 once complete.
  await advanceServerClock(gm, 61_000);
  const mine = () => platform.state.scores.filter((s) => s.body.userId === learner.sub);
  await expect
    .poll(() => mine().filter((s) => s.body.activityProgress === 'Completed').length, {
      timeout: 30_000,
    })
    .toBe(1);
  const given = mine().map((s) => Number(s.body.scoreGiven));
  expect(given.every((value, i) => i === 0 || value > (given[i - 1] ?? 0))).toBe(true);
  const score = mine().at(-1);
  expect(score?.lineItem).toBe(`column-${tag}`);
  expect(score?.contentType).toBe('application/vnd.ims.lis.v1.score+json');
  expect(score?.body).toMatchObject({
    scoreGiven: 100,
    scoreMaximum: 100,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
  });
  await learnerContext.close();
});
