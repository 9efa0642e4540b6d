import { expect, test } from '@playwright/test';
import { runSql } from '../support/database';
import { verifyPathFrom, waitForMailTo } from '../support/mail-catcher';
import { signIn } from '../support/sign-in';

/** Issue 37 items 1–3. Members of these tests only: their server sessions are aged by hand. */
const WRITER = 'rosalind.achterberg@example.com';
const DRAFTER = 'winifred.okonkwo@example.com';

test.beforeAll(async () => {
  await runSql(
    `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission)
     VALUES ($1, 'Rosalind', 'Achterberg', 'Active', 'Member'), ($2, 'Winifred', 'Okonkwo', 'Active', 'Member')
     ON CONFLICT DO NOTHING`,
    [WRITER, DRAFTER],
  );
});

/** The server's clock cannot be moved: its sessions are made older by as much as the browser's clock moved. */
async function ageServerSessions(email: string, minutes: number): Promise<void> {
  await runSql(
    `UPDATE sessions SET last_seen_at = last_seen_at - make_interval(mins => $2)
     WHERE member_id = (SELECT id FROM members WHERE email = $1) AND revoked_at IS NULL`,
    [email, minutes],
  );
}

test('a member writes her bio for 35 minutes (the clocks moved, not waited), typing all along, and it is saved', async ({ page }) => {
  await page.clock.install();
  await signIn(page, WRITER);
  await page.goto('/my-information');
  const section = page.getByTestId('section-bio');
  await section.getByRole('button', { name: 'Edit Biography' }).click();
  const bio = section.getByLabel('Personal Bio');
  await bio.fill('I grew up in Dayton');
  // No page is loaded in all that time: only the typing says she is there.
  for (let minutes = 5; minutes <= 35; minutes += 5) {
    await page.clock.fastForward('05:00');
    await ageServerSessions(WRITER, 5);
    await bio.press('End');
    await bio.pressSequentially(`, minute ${minutes}`);
  }
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();

  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Biography saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-information$/);
  await expect(section).toContainText('I grew up in Dayton, minute 5, minute 10, minute 15, minute 20, minute 25, minute 30, minute 35');
});

test('leaving a changed form asks first; signed out mid-sentence, the bio is offered back after the link, in a new tab', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DRAFTER);
  await page.goto('/my-information');
  const section = page.getByTestId('section-bio');
  await section.getByRole('button', { name: 'Edit Biography' }).click();
  const unfinished = 'Forty years a nurse in Toledo, then';
  await section.getByLabel('Personal Bio').fill(unfinished);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('You changed this form and have not saved it.');
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/my-information$/);
  await expect(section.getByLabel('Personal Bio')).toHaveValue(unfinished);

  // She stops to answer the door: warned at 28 minutes, signed out at 30, on both clocks.
  await ageServerSessions(DRAFTER, 31);
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/);

  const since = new Date();
  await page.getByLabel(/email/i).fill(DRAFTER);
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('Login Link Sent!')).toBeVisible();
  // The Mail app opens the link in a new tab of the same browser.
  const second = await page.context().newPage();
  await second.goto(verifyPathFrom(await waitForMailTo(DRAFTER, since)));
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await second.goto('/my-information');
  const offer = second.getByTestId('section-bio').getByTestId('draft-offer');
  await expect(offer).toContainText('that were not saved. This browser kept them for you.');
  await offer.getByRole('button', { name: 'Restore my answers' }).click();
  const restored = second.getByTestId('section-bio').getByLabel('Personal Bio');
  await expect(restored).toHaveValue(unfinished);
  await restored.press('End');
  await restored.pressSequentially(' the library.');
  await second.getByTestId('section-bio').getByRole('button', { name: 'Save' }).click();
  await expect(second.getByTestId('section-bio')).toContainText(`${unfinished} the library.`);
  // Saved: nothing is offered again.
  await second.reload();
  await expect(second.getByTestId('section-bio')).toContainText(`${unfinished} the library.`);
  await expect(second.getByTestId('draft-offer')).toHaveCount(0);
});

test('a ticked box on My Email Subscriptions is not dropped by a tap on Dashboard', async ({ page }) => {
  await signIn(page, DRAFTER);
  await page.goto('/my-subs');
  const first = page.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const wasChecked = await first.isChecked();
  await first.setChecked(!wasChecked);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
