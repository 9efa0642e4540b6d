import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

/** After a failed submit the first field to fix has focus, and its error is what a screen reader reads with it. */
async function expectFocusedWithError(page: Page, field: Locator, error: string): Promise<void> {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(error);
}

test.describe('forms (the SDK form kit and live region)', () => {
  test('a failed sign-in puts focus on the e-mail field, which reads its error', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    await email.fill('ann.example.com');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await expectFocusedWithError(page, email, 'Please enter a valid email address');
  });

  test('a failed /join submit puts focus on the first field to fix', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByLabel('Costumes')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectFocusedWithError(page, page.getByLabel('First Name'), 'Please provide your first name.');
    // Fixing it moves the next submit's focus on to the next field in the page.
    await page.getByLabel('First Name').fill('Agnes');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectFocusedWithError(page, page.getByLabel('Last Name'), 'Please provide your last name.');
  });

  test('a failed Edit Member Details save puts focus on the field to fix', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto(`/edit-member-details/${encodeURIComponent(accounts.leader)}`);
    const lastName = page.getByLabel('Last Name');
    await expect(lastName).not.toHaveValue('');
    await lastName.fill('');
    await page.getByLabel('Email', { exact: true }).fill('leader at greenroom');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFocusedWithError(page, lastName, 'Last name is required.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('a My Information save is announced in the live region', async ({ page }) => {
    await signIn(page, accounts.leader);
    await page.goto('/my-information');
    await page.getByRole('button', { name: 'Edit Address Information' }).click();
    await page.getByLabel('City').fill('Lady Lake');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The region the shell mounted, filled by the members remote through the shared SDK.
    await expect(page.getByTestId('live-region-polite')).toHaveText('Address Information saved.');
    await expect(page.getByTestId('live-region-polite')).toHaveAttribute('aria-live', 'polite');
    // Focus goes to the saved section, which shows the message on screen too (issue 29).
    await expect(page.getByRole('region', { name: 'Address Information' })).toBeFocused();
  });
});
