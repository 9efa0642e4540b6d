import { expect, test } from '@playwright/test';
import { apiUrl } from '../support/env';
import { waitForMailTo } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

const EMAIL = 'zoe.obrien@example.com';

/** Issue 28: a name is found however it is typed — curly or straight apostrophe, none at all, with or without accents. */
test('a leader finds Zoë O’Brien as "obrien", "O’Brien" and "Zoe"', async ({ page }) => {
  // An applicant (Pending, which organizers see) whose name has an accent and a straight apostrophe.
  const since = new Date();
  const applied = await fetch(`${apiUrl}/api/members/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      First_Name: 'Zoë',
      Last_Name: "O'Brien",
      Email: EMAIL,
      Mobile: '352-555-0163',
      Villages_ID: 'V-282828',
      Street_Address: '3 Lake Sumter Landing',
      City: 'The Villages',
      State: 'FL',
      Zip_Code: '32162',
      Teams: 'Costumes',
    }),
  });
  expect(applied.ok, `POST /api/members/new answered ${applied.status}`).toBe(true);
  // The Admins' digest of the application: let it arrive, so no later sign-in as an admin reads it for its link.
  await waitForMailTo(accounts.admin, since);
  await page.waitForTimeout(1100);

  await signIn(page, accounts.leader);
  await page.goto('/search-members');
  for (const [field, typed] of [
    ['Last Name', 'obrien'],
    ['Last Name', 'O’Brien'],
    ['First Name', 'Zoe'],
  ] as const) {
    await page.getByLabel('Last Name').fill('');
    await page.getByLabel('First Name').fill('');
    await page.getByLabel(field).fill(typed);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('table').getByText(EMAIL), `${field} "${typed}"`).toBeVisible();
  }
});
