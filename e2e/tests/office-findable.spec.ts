import { expect, test } from '@playwright/test';
import { theaterDay } from '../support/holiday-window';
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
  await form.getByLabel('Date', { exact: true }).fill(theaterDay(53));
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

test('a misspelled merge tag is flagged as it is typed and in the preview, with the tag it likely means, before any confirmation', async ({
  page,
}) => {
  await signIn(page, accounts.admin);
  await page.goto('/mass-email');
  await expect(page.getByLabel(/^Active \(\d+\)$/)).toBeChecked();
  await page.getByLabel('Subject').fill('Welcome {{First Name}}');
  const editor = page.getByRole('textbox', { name: 'Email content' });
  await editor.click();
  await editor.pressSequentially('Your ID is {{Villages_Id}}.');
  const suggestions = ['{{First Name}} Did you mean {{First_Name}}?', '{{Villages_Id}} Did you mean {{Villages_ID}}?'];
  await expect(page.getByTestId('unknown-merge-tags').getByRole('listitem')).toHaveText(suggestions);

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Email Preview' });
  await expect(preview.getByTestId('unknown-merge-tags').getByRole('listitem')).toHaveText(suggestions);
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(
    page
      .getByTestId('screen-mass-email')
      .getByText('Unknown merge tag: {{First Name}} (did you mean {{First_Name}}?), {{Villages_Id}} (did you mean {{Villages_ID}}?)'),
  ).toBeInViewport();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the weekly e-mail moves to another day and time, and both switches ask first with how many members they reach', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/email-management');
  await expect(page.getByText('Weekly Email Service is INACTIVE')).toBeVisible();
  const weekly = page.getByRole('form', { name: 'When the weekly e-mail goes out' });
  await weekly.getByLabel('Day it goes out').selectOption('Thursday');
  await weekly.getByLabel(/^Time it goes out \(.+\)$/).selectOption('6:30 PM');
  await weekly.getByRole('button', { name: 'Save the day and time' }).click();
  await expect(page.getByTestId('screen-email-management').getByText('The weekly e-mail now goes out at 6:30 PM every Thursday.')).toBeInViewport();

  await page.getByRole('button', { name: 'Enable Weekly' }).click();
  const start = page.getByRole('dialog', { name: 'Start the weekly e-mail?' });
  await expect(start).toContainText(/The weekly event e-mail will go to \d+ members? every Thursday at 6:30 PM\./);
  await start.getByRole('button', { name: 'Yes, start weekly e-mails' }).click();
  await expect(page.getByText('Scheduled to send at 6:30 PM each Thursday')).toBeVisible();

  await page.getByRole('button', { name: 'Disable Weekly' }).click();
  const stop = page.getByRole('dialog', { name: 'Stop the weekly e-mail?' });
  await expect(stop).toContainText(/The weekly event e-mail will stop going to the \d+ members? subscribed to it\./);
  await expect(page.getByText('Weekly Email Service is ACTIVE')).toBeVisible();
  await stop.getByRole('button', { name: 'Yes, stop weekly e-mails' }).click();
  await expect(page.getByText('Weekly Email Service is INACTIVE')).toBeVisible();
});
