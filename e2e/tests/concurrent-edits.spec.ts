import { staleVersionMessage } from '@greenroom/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { runSql } from '../support/database';
import { accounts, signIn } from '../support/sign-in';

/** Issue 34: two admins editing one member. A second admin and the member they edit, used by no other test. */
const SECOND_ADMIN = 'irene.kowalski@example.com';
const TARGET = 'beatrice.hollister@example.com';

async function adminPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.goto(`/edit-member-details/${encodeURIComponent(TARGET)}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Beatrice');
  return page;
}

test('two admins save one member: the second is told in words beside Save, keeps their typing, and reloads the first one’s change', async ({
  browser,
}) => {
  await runSql(
    `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission, city, mobile)
     VALUES ($1, 'Irene', 'Kowalski', 'Active', 'Admin', NULL, NULL), ($2, 'Beatrice', 'Hollister', 'Active', 'Member', 'Lady Lake', '(352) 555-0100')`,
    [SECOND_ADMIN, TARGET],
  );
  const first = await adminPage(browser, accounts.admin);
  const second = await adminPage(browser, SECOND_ADMIN);

  await first.getByLabel('City').fill('Wildwood');
  await second.getByLabel('Mobile').fill('352-555-0177');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByTestId('screen-edit-member-details').getByText('Member updated successfully.')).toBeVisible();

  await second.getByRole('button', { name: 'Save Changes' }).click();
  const form = second.getByRole('form', { name: 'Edit Beatrice Hollister' });
  const conflict = form.getByText(staleVersionMessage('member', ['Mobile', 'City']));
  await expect(conflict).toBeVisible();
  // Where the admin is looking after pressing Save, not above the fold of a long form.
  await expect(conflict).toBeInViewport();
  await expect(second.getByLabel('Mobile')).toHaveValue('352-555-0177');
  await expect(second.getByLabel('City')).toHaveValue('Lady Lake');

  await form.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByLabel('City')).toHaveValue('Wildwood');
  await expect(second.getByLabel('Mobile')).toHaveValue('(352) 555-0100');
  await expect(conflict).toBeHidden();

  // Made again on the reloaded record, the second change keeps the first.
  await second.getByLabel('Mobile').fill('352-555-0177');
  await second.getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByTestId('screen-edit-member-details').getByText('Member updated successfully.')).toBeVisible();
  await first.reload();
  await expect(first.getByLabel('City')).toHaveValue('Wildwood');
  await expect(first.getByLabel('Mobile')).toHaveValue('(352) 555-0177');
  await first.context().close();
  await second.context().close();
});
