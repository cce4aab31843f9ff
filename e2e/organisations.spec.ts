import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openConsole, playerIdOf, skipWelcome } from './support/admin';
import { appOrigin, getJson, originHeader, sendJson } from './support/api';
import { completeFamily } from './support/assignments';
import { signedInClient } from './support/game';
import {
  checkScreen,
  createVerifiedAccount,
  linkIn,
  signInThroughForm,
  waitForMail,
} from './support/helpers';

/**
 * Issue 27, end to end: a cohort manager imports a roster of three into their cohort; those without
 * an account are invited by mail, and one who signs up lands in the cohort; the manager assigns the
 * phishing family (social engineering) due in a week; a member reads, passes and drills it and
 * downloads a certificate anyone can verify; the manager sees the completion, exports it, opens the
 * member's work and the auditors' page.
 */
test('a manager enrols three, assigns the phishing family, sees it completed and exported; the member gets a certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  const cohortName = `Finance ${tag}`;
  const member = `member-${tag}@example.com`;
  const invitee = `invitee-${tag}@example.com`;
  const lead = `lead-${tag}@example.com`;
  const third = `third-${tag}@example.com`;
  await createVerifiedAccount(request, member, 'Mira Member');
  await createVerifiedAccount(request, lead, 'Lee Lead');

  // The game master makes the cohort and names the lead its manager.
  const gm = await openConsole(page);
  const cohort = await sendJson(gm, 'post', '/api/admin/cohorts', {
    data: { name: cohortName },
    headers: originHeader(),
  });
  await sendJson(gm, 'post', `/api/admin/cohorts/${cohort.id}/managers`, {
    data: { userId: await playerIdOf(gm, lead), confirm: lead },
    headers: { ...originHeader(), 'idempotency-key': randomUUID() },
  });

  // The manager's console is the cohorts screens and the auditors' page.
  const managerContext = await page.context().browser()?.newContext({ baseURL: appOrigin() });
  if (!managerContext) throw new Error('no browser');
  const manager = await managerContext.newPage();
  await manager.goto('/login');
  await signInThroughForm(manager, lead);
  await expect(manager).toHaveURL(/\/home$/);
  await manager.goto('/admin');
  await expect(manager).toHaveURL(/\/admin\/cohorts$/);
  const nav = manager.getByRole('navigation', { name: 'Cohort manager' });
  await expect(nav.getByRole('link')).toHaveText(['Cohorts', 'For auditors']);
  await manager.getByRole('link', { name: cohortName }).click();
  await expect(manager.getByRole('heading', { level: 1, name: cohortName })).toBeVisible();

  // The manager checks a roster of three (and one bad row), reads what it will do, and imports it.
  const roster = [
    'email,name',
    `${member},Mira Member`,
    `${invitee},Ivo Invitee`,
    `${third},Tia Third`,
    'not-an-address,Nobody',
  ].join('\n');
  const rosterPanel = manager.getByRole('region', { name: 'Add people from a roster' });
  await rosterPanel
    .getByLabel('Roster (CSV)')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
  await rosterPanel.getByRole('button', { name: 'Check the roster' }).click();
  const preview = manager.getByRole('region', { name: 'What the import will do' });
  await expect(preview).toContainText('2 people invited by e-mail');
  await expect(preview).toContainText('1 account placed in a cohort');
  await expect(preview).toContainText('1 row with errors, left out');
  await expect(preview.getByRole('table', { name: 'Rows with errors' })).toContainText(
    '"not-an-address" is not an e-mail address.',
  );
  await checkScreen(manager, 'cohort roster preview (manager)');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(manager.getByText('The roster of 4 rows is imported.')).toBeVisible();
  await expect(manager.getByRole('table', { name: 'Members' })).toContainText(member);

  // The invitation arrives; the invitee signs up with that address and is in the cohort.
  const invitation = await waitForMail(request, invitee, `You are invited to ${cohortName}`);
  expect(linkIn(invitation)).toMatch(/^http:\/\/localhost:\d+\/signup$/);
  await createVerifiedAccount(request, invitee, 'Ivo Invitee');
  const inviteeClient = await signedInClient(invitee, false);
  expect((await getJson(inviteeClient, '/api/me/cohort')).cohort?.name).toBe(cohortName);
  await inviteeClient.dispose();

  // The manager assigns the phishing family (social engineering), due in a week.
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await manager.getByLabel('Name players see').fill('Phishing training');
  await manager
    .getByRole('group', { name: 'Whole families' })
    .getByLabel('Social engineering')
    .check();
  await manager.getByLabel('Due date').fill(week);
  await manager.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(
    manager.getByText('Phishing training is assigned. Members see it on Home.'),
  ).toBeVisible();
  await checkScreen(manager, 'cohort page (manager)');

  // The member reads each fraud page of the family (the heartbeat, with the server's clock moved
  // on), passes each quiz and tries each drill.
  const player = await signedInClient(member, false);
  const family = await completeFamily(player, gm, 'social');
  const [assigned] = (await getJson(player, '/api/me/assignments')).assignments;
  expect(assigned?.progress).toMatchObject({
    done: family.length,
    total: family.length,
    complete: true,
  });
  // The welcome comes first on Home; this member has been through it.
  await skipWelcome(player);
  await player.dispose();

  // The member sees it complete on Home and downloads the certificate; its verification address
  // opens for anyone, signed in or not.
  const memberContext = await page.context().browser()?.newContext({ baseURL: appOrigin() });
  if (!memberContext) throw new Error('no browser');
  const home = await memberContext.newPage();
  await home.goto('/login');
  await signInThroughForm(home, member);
  await expect(home).toHaveURL(/\/home$/);
  const card = home.getByRole('region', { name: 'Assigned training' });
  await expect(card).toContainText(`Assigned by ${cohortName}`);
  await expect(card).toContainText(`${family.length} of ${family.length} done`);
  await checkScreen(home, 'home with assigned training complete');
  const download = home.waitForEvent('download');
  await card.getByRole('link', { name: 'Download your certificate (PDF)' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(Buffer.from(chunk));
  const pdf = Buffer.concat(chunks).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const verifyAt = /\/URI \((http:[^)]+\/verify\/[^)]+)\)/.exec(pdf)?.[1];
  if (!verifyAt) throw new Error('no verification address in the certificate');
  await memberContext.close();
  const stranger = await page.context().browser()?.newContext();
  if (!stranger) throw new Error('no browser');
  const verify = await stranger.newPage();
  await verify.goto(verifyAt.replace(/^http:\/\/localhost:\d+/, appOrigin()));
  await expect(
    verify.getByRole('heading', { level: 1, name: 'Certificate verified' }),
  ).toBeVisible();
  await expect(verify.getByRole('status')).toContainText(
    'Mira Member completed Phishing training on',
  );
  await checkScreen(verify, 'certificate verification');
  await stranger.close();

  // The manager sees it: one of the cohort's two members completed it, and which one.
  await manager.reload();
  const table = manager.getByRole('table', { name: 'Assignments' });
  const row = table.getByRole('row').filter({ hasText: 'Phishing training' });
  await expect(row).toContainText('1 of 2');
  await row.getByRole('button', { name: 'Show who completed Phishing training' }).click();
  const people = manager.getByRole('table', { name: 'Phishing training: members' });
  await expect(people.getByRole('row').filter({ hasText: member })).toContainText(
    `${family.length} of ${family.length}`,
  );
  await expect(people.getByRole('row').filter({ hasText: invitee })).toContainText('Not yet');
  await checkScreen(manager, 'cohort assignment people');

  // The manager's export shows the completion.
  const exported = manager.waitForEvent('download');
  await manager
    .getByRole('region', { name: 'Audit pack' })
    .getByRole('link', { name: 'Download CSV' })
    .click();
  const csvFile = await (await exported).createReadStream();
  const csvChunks: Buffer[] = [];
  for await (const chunk of csvFile) csvChunks.push(Buffer.from(chunk));
  const csvLines = Buffer.concat(csvChunks).toString('utf8').split('\n');
  const memberLine = csvLines.find((line) => line.includes(member)) ?? '';
  expect(memberLine).toContain('Phishing training');
  expect(memberLine).toContain(',complete,');
  expect(csvLines.find((line) => line.includes(invitee))).toContain(',open,');

  // The manager opens the member's work, read-only: their training and their wave reports.
  await manager.getByRole('link', { name: 'Open the work of Mira Member' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Mira Member' })).toBeVisible();
  await expect(manager.getByRole('table', { name: 'Assigned training' })).toContainText('Complete');
  await checkScreen(manager, 'member work (manager)');

  // The auditors' page maps each standard to the pages that meet it.
  await nav.getByRole('link', { name: 'For auditors' }).click();
  const pci = manager.getByRole('region', { name: 'PCI DSS v4.0.1: 12.6.3.1' });
  await expect(pci.getByRole('link', { name: 'Phishing', exact: true })).toHaveAttribute(
    'href',
    '/frauds/Phishing',
  );
  await expect(
    manager.getByRole('region', { name: 'ISO/IEC 27001:2022: Annex A, control 6.3' }),
  ).toBeVisible();
  await managerContext.close();
});
