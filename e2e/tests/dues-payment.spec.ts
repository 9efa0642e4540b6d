import { expect, test } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { theaterDay } from '../support/holiday-window';
import { accounts, signIn } from '../support/sign-in';

const yearOn = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

test('a double click records one dues payment; a second that day only after the Admin confirms it (issue 34)', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto(`/edit-member-details/${encodeURIComponent(accounts.member)}`);
  const dues = page.getByTestId('record-dues-payment');
  const record = dues.getByRole('button', { name: 'Record dues payment made today' });
  const duesExpire = page.locator('#member-Dues_Expire');
  await expect(record).toBeVisible();
  const before = await duesExpire.inputValue();
  const today = theaterDay(0);

  await record.dblclick();
  await expect(dues.getByRole('status')).toContainText('Dues payment recorded.');
  // Once: a year on from the later of the old date and today, not two.
  const once = yearOn(before > today ? before : today);
  await expect(duesExpire).toHaveValue(once);

  await record.click();
  const dialog = page.getByRole('dialog', { name: 'Already recorded today' });
  await expect(dialog).toContainText('A dues payment for this member was already recorded today.');
  // The question passes axe like every screen (WCAG 2.2 AA).
  const audit = new AxeAudit(page);
  await audit.check('Edit Member Details, already recorded today');
  audit.expectClean();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(duesExpire).toHaveValue(once);

  await record.click();
  await page.getByRole('dialog', { name: 'Already recorded today' }).getByRole('button', { name: 'Record a second payment' }).click();
  await expect(dues.getByRole('status')).toContainText('Dues payment recorded.');
  await expect(duesExpire).toHaveValue(yearOn(once));
});
