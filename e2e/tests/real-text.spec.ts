import { expect, test, type Page } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { runSql } from '../support/database';
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

const theaterDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function showMonthOf(page: Page, day: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: monthTitleFormat.format(new Date(`${day}T12:00:00Z`)) });
  for (let step = 0; step < 3 && !(await heading.isVisible()); step++) await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(heading).toBeVisible();
}

/** Issue 28: an event from 9 PM to 1:30 AM (theater time) is saved through the dialog and shows on both days. */
test('a leader adds an event from 9 PM to 1:30 AM and finds it on both days, in the grid and in the list', async ({ page }) => {
  const title = 'Cast Party Overnight';
  // Two days of the same month, a few days ahead on the theater's calendar.
  const ahead = shiftDay(theaterDayFormat.format(new Date()), 3);
  const day = shiftDay(ahead, 1).slice(0, 7) === ahead.slice(0, 7) ? ahead : shiftDay(ahead, 2);
  const nextDay = shiftDay(day, 1);

  await signIn(page, accounts.leader);
  await page.goto('/event-calendar');
  await page.getByText('Month grid', { exact: true }).click();
  await expect(page.getByTestId('month-grid')).toBeVisible();
  await showMonthOf(page, day);
  await page.getByRole('button', { name: 'Add Event' }).click();
  const add = page.getByRole('dialog', { name: /Add New Event/ });
  await add.getByLabel('Title', { exact: true }).selectOption('Custom Title...');
  await add.getByPlaceholder('Enter custom title').fill(title);
  await add.getByLabel('Date', { exact: true }).fill(day);
  await add.getByLabel('Start Time').fill('21:00');
  await add.getByLabel('End Time').fill('01:30');
  await expect(add.getByLabel('End Time')).toHaveAccessibleDescription(/^Ends the next day, /);
  await add.getByRole('button', { name: 'Add Event', exact: true }).click();
  await expect(add.getByText('Event created successfully!')).toBeVisible();
  await add.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(add).toBeHidden();

  const grid = page.getByTestId('month-grid');
  // A busy day shows "+N more" in place of some chips: the event is then in the day's own list it opens.
  const onDay = async (date: string, name: RegExp) => {
    const cell = grid.locator(`[data-date="${date}"]`);
    const more = cell.getByRole('button', { name: /^\+\d+ more events on / });
    await expect(cell.getByRole('button', { name }).or(more).first()).toBeVisible();
    if (await cell.getByRole('button', { name }).count()) return cell.getByRole('button', { name });
    await more.click();
    return page.getByRole('dialog', { name: /, 20\d\d$/ }).getByRole('button', { name });
  };
  await expect(await onDay(day, new RegExp(`^9:00 PM ${title}`))).toBeVisible();
  await page.keyboard.press('Escape');
  const secondDay = await onDay(nextDay, new RegExp(`^Until 1:30 AM ${title}`));
  await expect(secondDay).toBeVisible();
  await secondDay.click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Time: 9:00 PM - 1:30 AM')).toBeVisible();
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();

  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  const list = page.getByTestId('month-list');
  await expect(list.locator(`[data-list-date="${day}"]`).getByRole('button', { name: `9:00 PM ${title}` })).toBeVisible();
  await expect(list.locator(`[data-list-date="${nextDay}"]`).getByRole('button', { name: `Until 1:30 AM ${title}` })).toBeVisible();
});

/** Issue 28: records stored before the phone and ZIP rules are listed for an Admin, who corrects them from there. */
test('an admin finds a stored phone and ZIP code that break the rules from the menu, and corrects them', async ({ page }) => {
  const email = 'legacy.contact@example.com';
  // Stored before the rules existed: no screen or endpoint accepts these values any more.
  await runSql(
    `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission, mobile, zip_code)
     VALUES ($1, 'Edna', 'Legacy', 'Active', 'Member', '555-12', '3215')`,
    [email],
  );

  await signIn(page, accounts.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Phones and ZIP Codes to Correct' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phones and ZIP Codes to Correct' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('555-12(to correct)');
  await expect(row).toContainText('Mobile, ZIP Code');
  const edit = row.getByRole('link', { name: 'Edit Edna Legacy' });
  const box = await edit.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  const audit = new AxeAudit(page);
  await audit.check('/contact-problems');
  audit.expectClean();

  await edit.click();
  await expect(page).toHaveURL(/\/edit-member-details\/legacy\.contact%40example\.com$/);
  await page.getByLabel('Mobile').fill('352 555 0142');
  await page.getByLabel('ZIP Code').fill('32162');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('screen-edit-member-details').getByText('Member updated successfully.')).toBeVisible();

  await page.goto('/contact-problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Phones and ZIP Codes to Correct' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
