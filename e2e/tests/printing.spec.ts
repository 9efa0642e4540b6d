import { expect, test, type Page } from '@playwright/test';
import { searchEveryStatus } from '../support/member-search';
import { accounts, signIn } from '../support/sign-in';

// Issue 21 (printing): many members print. On paper a screen shows its content only: no menu, no buttons or form
// controls, large type, and its tables as wide as the page. A US Letter page less 0.5 in margins is 7.5 in, 720 CSS px.
const PAGE_WIDTH = 720;

async function expectPrintsCleanly(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: PAGE_WIDTH, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' }), what).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu', exact: true }), what).toBeHidden();
  const layout = await page.evaluate(() => ({
    visibleControls: Array.from(document.querySelectorAll('main .btn, main input, main select, main textarea'))
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => element.outerHTML.slice(0, 80)),
    bodyFontPx: parseFloat(getComputedStyle(document.body).fontSize),
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tablesOverflow: Array.from(document.querySelectorAll('main table')).map((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)),
  }));
  expect(layout.visibleControls, `${what}: buttons and form controls on paper`).toEqual([]);
  // 14 pt is 18.67 CSS px.
  expect(layout.bodyFontPx, `${what}: type size`).toBeGreaterThanOrEqual(18.6);
  expect(layout.pageOverflow, `${what}: wider than the page`).toBeLessThanOrEqual(0);
  for (const overflow of layout.tablesOverflow) expect(overflow, `${what}: a table wider than the page`).toBeLessThanOrEqual(0);
}

test('the calendar month prints as its titled grid, without the menu or its buttons', async ({ page }) => {
  await signIn(page, accounts.leader);
  await page.goto('/event-calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toHaveCount(0);
  await expectPrintsCleanly(page, '/event-calendar');
  await expect(page.getByTestId('month-grid')).toBeHidden();
  // The page's PDF (one landscape page, inked title and badges) is checked in in-view-and-print.spec.ts.
  const printed = page.getByTestId('print-month');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { name: /^Event Calendar: [A-Z][a-z]+ \d{4}$/, includeHidden: true })).toBeVisible();
});

test('member search results print as a table as wide as the page, without the search form', async ({ page }) => {
  await signIn(page, accounts.admin);
  await searchEveryStatus(page);
  await expectPrintsCleanly(page, '/search-members');
  await expect(page.getByLabel('Last Name')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Members found' }).locator('tbody tr').first()).toBeVisible();
});

test("a social's attendee list prints without the answer buttons", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/holiday-party');
  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  await expect(yes).toBeVisible();
  if ((await yes.getAttribute('aria-pressed')) !== 'true') await yes.click();
  const list = page.getByTestId('attendee-list');
  await expect(list.getByText('Margaret Whitfield')).toBeVisible();
  await expectPrintsCleanly(page, '/holiday-party');
  await expect(page.getByRole('heading', { name: 'Will you attend?' })).toBeHidden();
  await expect(list.getByText('Margaret Whitfield')).toBeVisible();
  // The party's list is as it was: the RSVP tests start from no one attending.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(list.getByText('Margaret Whitfield')).toHaveCount(0);
});
