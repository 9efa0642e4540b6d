import { expect, type Locator, type Page } from '@playwright/test';

/** Search Members with every membership status ticked, as the office does; answers the "N members found" heading. */
export async function searchEveryStatus(page: Page): Promise<Locator> {
  await page.goto('/search-members');
  const statuses = page.getByRole('group', { name: 'Membership Status' }).getByRole('checkbox');
  await expect(statuses.first()).toBeVisible();
  for (const status of await statuses.all()) await status.check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const heading = page.getByRole('heading', { name: /^\d+ members found$/ });
  await expect(heading).toBeVisible();
  return heading;
}
