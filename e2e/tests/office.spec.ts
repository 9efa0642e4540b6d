import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForMailTo, type CaughtMail } from '../support/mail-catcher';
import { searchEveryStatus } from '../support/member-search';
import { accounts, signIn } from '../support/sign-in';

// The volunteer office's week (issue: true counts, e-mails checked before they go, digests that lead somewhere,
// a log of what changed), done as the office administrator does it.

test('the office ticks every status: the count equals the export, and Print lists every match', async ({ page }) => {
  await signIn(page, accounts.admin);
  const heading = await searchEveryStatus(page);
  const count = Number((await heading.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThan(50);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(count + 1);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  const printed = await popup;
  await expect(printed.getByRole('heading', { name: `Results (${count} members)` })).toBeVisible();
  await expect(printed.locator('tbody tr')).toHaveCount(count);
  await expect(printed.getByText(/The first \d+ of/)).toHaveCount(0);
  await printed.close();
});

test('an admin opens a search result by name, changes the status, and the member log shows who changed what', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/search-members');
  await page.getByLabel('Pending', { exact: true }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const firstRow = page.getByRole('region', { name: 'Members found' }).locator('tbody tr').first();
  const email = (await firstRow.locator('td').nth(1).innerText()).trim();
  await firstRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/edit-member-details/${encodeURIComponent(email).replace(/\./g, '\\.')}$`));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Membership Status').selectOption('Active');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('screen-edit-member-details').getByText('Member updated successfully.')).toBeVisible();

  await page.goto('/member-log');
  await page.getByLabel('Show').selectOption('Record changes');
  const entry = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Member Updated' });
  await expect(entry).toContainText(`By ${accounts.admin}`);
  await expect(entry).toContainText('Membership Status: Pending → Active');
  // The type choice narrows the report: sign-ins are not among the record changes.
  await expect(page.getByRole('row').filter({ hasText: 'Login' }).filter({ hasText: 'Success' })).toHaveCount(0);
});

test("the mass e-mail preview shows a recipient's copy, and a send with an empty merge tag warns first", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/mass-email');
  await expect(page.getByLabel(/^Active \(\d+\)$/)).toBeChecked();
  await page.getByLabel(/^Active \(\d+\)$/).uncheck();
  await page.getByLabel(/^LTM \(\d+\)$/).uncheck();
  await page.getByLabel(/^Pending \(\d+\)$/).check();
  await page.getByLabel('Subject').fill('Your dues');
  const editor = page.getByRole('textbox', { name: 'Email content' });
  await editor.click();
  await editor.pressSequentially('Dear ');
  await page.getByLabel('Insert merge tag').selectOption('First_Name');
  await editor.pressSequentially(', your dues expire on ');
  await page.getByLabel('Insert merge tag').selectOption('Dues_Expire');
  await editor.pressSequentially('.');
  await expect(page.getByText('{{Dues_Expire|soon}}', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Email Preview' });
  const firstName = (await preview.locator('tbody tr').first().locator('td').first().innerText()).trim();
  await preview.getByLabel('Show the message as').selectOption({ index: 1 });
  await expect(preview.getByTestId('preview-body')).toContainText(`Dear ${firstName}, your dues expire on`);
  await expect(preview.getByTestId('preview-body')).not.toContainText('{{');
  await expect(preview.getByTestId('empty-tag-warnings')).toContainText(/\{\{Dues_Expire\}\} is empty for \d+ of \d+ recipients?\./);
  await preview.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Send Email' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send email' });
  // The warning counts the same recipients the confirmation names.
  const question = await confirm.getByText(/Are you sure you want to send this email to \d+ members\?/).innerText();
  const count = Number(/to (\d+) members/.exec(question)?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(confirm.getByTestId('send-empty-tag-warnings')).toContainText(
    new RegExp(`\\{\\{Dues_Expire\\}\\} is empty for \\d+ of ${count} recipients?\\.`),
  );
  // The office fixes the message instead of sending: nothing goes out.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('Subject')).toHaveValue('Your dues');
});

interface MailWithHeaders extends CaughtMail {
  headers?: Record<string, string>;
}

test('a test digest links to the calendar and the subscriptions page, and fits a 390 px phone', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  await page.goto('/email-management');
  await page.getByLabel('Weekly Events').check();
  await page.getByLabel('Test Recipient').fill(accounts.admin);
  const since = new Date();
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByTestId('screen-email-management').getByText(`Test email sent successfully to ${accounts.admin}`)).toBeVisible();
  const mail = (await waitForMailTo(accounts.admin, since)) as MailWithHeaders;
  expect(mail.subject).toMatch(/^\[Test\] Weekly Event Reminder/);
  const html = mail.html ?? '';
  expect(mail.headers?.['list-unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\?token=/);
  expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(html).toContain('You receive this e-mail because you subscribed to');

  const href = (name: string) => {
    const match = new RegExp(`<a href="([^"]+)">${name}</a>`).exec(html);
    expect(match, `a link named ${name}`).not.toBeNull();
    return (match?.[1] ?? '').replace(/&#38;|&amp;/g, '&');
  };
  await page.goto(href('Event Calendar'));
  await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
  await page.goto(href('My Email Subscriptions'));
  await expect(page.getByRole('heading', { name: 'Email List Subscriptions' })).toBeVisible();

  // The message as a phone shows it: no sideways scrolling at 390 px, text at its full size.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.setContent(html);
  const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const shot = path.join(__dirname, '..', 'screenshots', 'digest-test-390px.png');
  await mkdir(path.dirname(shot), { recursive: true });
  await phone.screenshot({ path: shot, fullPage: true });
  await test.info().attach('digest at 390 px', { path: shot, contentType: 'image/png' });
  await phone.close();
});

test('Releases is listed apart from the office screens, under a heading that says who it is for', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const group = menu.getByRole('list', { name: 'For those who release the portal' });
  await expect(menu.getByRole('heading', { level: 2, name: 'For those who release the portal' })).toBeVisible();
  await expect(group.getByRole('link', { name: 'Releases' })).toBeVisible();
  // The office's screens are in the first list; Releases is not among them.
  const everyday = menu.locator(':scope > ul').first();
  await expect(everyday.getByRole('link', { name: 'Mass Email' })).toBeVisible();
  await expect(everyday.getByRole('link', { name: 'Releases' })).toHaveCount(0);
  await group.getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByText(/This page is for the volunteers who build and release the portal/)).toBeVisible();

  // A Member's menu has no such group.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, accounts.member);
  await expect(member.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
  await expect(member.getByRole('heading', { name: 'For those who release the portal' })).toHaveCount(0);
  await context.close();
});
