import { expect, test } from '@playwright/test';
import { localDay } from '../support/holiday-window';
import { accounts, signIn } from '../support/sign-in';

// Issue 36: what the office saves can be found again (a reading beyond the members' 45 days, one member's log), and
// the cancel dialog says what it does.
const RUN = Date.now().toString(36);

test('a reading 53 days ahead stays in the office list, and cancelling it names the members it e-mails', async ({ page }) => {
  const title = `Play Reading: Next Season ${RUN}`;
  await signIn(page, accounts.leader);
  await page.goto('/play-reading');
  await page.getByRole('button', { name: 'Add a play reading' }).click();
  const form = page.getByRole('form', { name: 'New play reading' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date', { exact: true }).fill(localDay(53));
  await form.getByLabel('Starts at').fill('14:00');
  await form.getByLabel('Ends at').fill('16:00');
  await form.getByRole('button', { name: 'Add play reading' }).click();
  await expect(
    page.getByTestId('screen-play-reading').getByText(new RegExp(`^${title} on \\w+day, .+ was added\\. It is in the list below\\.$`)),
  ).toBeVisible();
  const card = page.getByTestId('play-reading-event').filter({ hasText: title });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: "Yes, I'll attend" }).click();
  await expect(card.getByText("You're attending this play reading!")).toBeVisible();
  await card.getByRole('button', { name: 'Cancel this reading' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
  await expect(dialog).toContainText('1 member answered Yes; each is e-mailed that the reading is cancelled.');
  await expect(dialog.getByRole('button', { name: 'Cancel the reading and e-mail 1 member' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the reading' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
});

test('the member log narrows to one member by name', async ({ page, browser }) => {
  // Walter Brooks signs in too, so today's log holds entries of two members.
  const memberContext = await browser.newContext();
  await signIn(await memberContext.newPage(), accounts.member);
  await memberContext.close();
  await signIn(page, accounts.admin);
  await page.goto('/member-log');
  const rows = page.getByRole('region', { name: 'Member log entries' }).locator('tbody tr');
  // The Email cell names whose entry it is; Changes may name the admin who made it ("By admin@…").
  const entriesOf = (email: string) => rows.filter({ has: page.locator('td:nth-child(4)', { hasText: email }) });
  await expect(entriesOf(accounts.member).first()).toBeVisible();
  await expect(entriesOf(accounts.admin).first()).toBeVisible();

  const search = page.getByRole('search', { name: "Find one member's entries" });
  await search.getByLabel("Member's name or e-mail").fill('walter brooks');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Showing only entries of members matching “walter brooks”.')).toBeVisible();
  await expect(entriesOf(accounts.admin)).toHaveCount(0);
  await expect(entriesOf(accounts.member).first()).toBeVisible();
  expect(await rows.count()).toBe(await entriesOf(accounts.member).count());

  await page.getByLabel('Show').selectOption('Sign-ins');
  await expect(rows.filter({ hasText: 'Login' }).first()).toBeVisible();
  expect(await rows.count()).toBe(await entriesOf(accounts.member).count());
});
