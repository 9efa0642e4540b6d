import { expect, test, type Page } from '@playwright/test';
import { runSql } from '../support/database';
import { accounts, signIn } from '../support/sign-in';

// The theater's own events (the socials with an RSVP page, the play readings) are kept on their own screens; the
// calendar, the dashboard's glance and the iCal feed show them too, read-only, each linked to its page.

const theaterDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function theaterDayFromToday(days: number): string {
  const date = new Date(`${theaterDayFormat.format(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The coming 25 December (this year's, or next year's once it has passed) and the coming May's days. */
function comingDecember25(): string {
  const today = theaterDayFromToday(0);
  const year = Number(today.slice(0, 4));
  return today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
}

async function showMonthOf(page: Page, day: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: monthTitleFormat.format(new Date(`${day}T12:00:00Z`)) });
  for (let step = 0; step < 24 && !(await heading.isVisible()); step++) await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(heading).toBeVisible();
}

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/event-calendar');
  await expect(page.getByTestId('month-grid').or(page.getByTestId('month-list')).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toHaveCount(0);
}

test.use({ timezoneId: 'America/Los_Angeles' });

test('the Holiday Party, the May Social and a play reading are in the month grid and list, read-only and linked to their pages', async ({ page }) => {
  const holidayParty = comingDecember25();
  await signIn(page, accounts.admin);
  await openCalendar(page);
  await page.getByText('Month grid', { exact: true }).click();
  await showMonthOf(page, holidayParty);
  const party = page.locator(`[data-date="${holidayParty}"]`).getByRole('button', { name: '2:00 PM Holiday Party, RSVP event' });
  await expect(party).toBeVisible();
  await party.click();
  const details = page.getByRole('dialog', { name: 'Holiday Party' });
  await expect(details.getByText('Time: 2:00 PM - 4:30 PM')).toBeVisible();
  await expect(details.getByText('RSVP event', { exact: true })).toBeVisible();
  // Kept on its own screen: no Edit here, even for an admin, but a way there.
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await details.getByRole('link', { name: 'Open the Holiday Party page' }).click();
  await expect(page).toHaveURL(/\/holiday-party$/);

  // A play reading: the second Wednesday of the month, at 2:00 PM, in the list view, its badge beside it.
  await openCalendar(page);
  await page.getByText('List', { exact: true }).click();
  const readingItem = page
    .getByTestId('month-list')
    .getByRole('listitem')
    .filter({ hasText: /^2:00\sPM Play Reading: / });
  for (let step = 0; step < 2 && !(await readingItem.first().isVisible()); step++) await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(readingItem.first().getByText('Play reading', { exact: true })).toBeVisible();
  await readingItem.first().getByRole('button').click();
  const readingDetails = page.getByRole('dialog', { name: /^Play Reading: / });
  await expect(readingDetails.getByText('Time: 2:00 PM - 4:00 PM')).toBeVisible();
  await expect(readingDetails.getByRole('link', { name: /^Open the Play Reading: .+ page$/ })).toHaveAttribute('href', '/play-reading');
  await readingDetails.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The May Social, in May: "our spring luncheon".
  const may = `${Number(holidayParty.slice(0, 4)) + 1}-05-01`;
  await showMonthOf(page, may);
  const social = page
    .getByTestId('month-list')
    .getByRole('listitem')
    .filter({ hasText: /^2:00\sPM May Social/ });
  await expect(social.getByText('RSVP event', { exact: true })).toBeVisible();
  expect(await social.evaluate((item) => item.closest('[data-list-date]')?.getAttribute('data-list-date'))).toMatch(/^\d{4}-05-\d{2}$/);
});

test('a play reading tomorrow is in Events At A Glance, marked and linked to its page', async ({ page }) => {
  const tomorrow = theaterDayFromToday(1);
  await runSql(
    `INSERT INTO play_reading_events (title, start_date, start_time, end_time, location) VALUES ($1, $2, '14:00', '16:00', 'Laurel Manor Recreation Center')`,
    ['Play Reading: Glance Check', tomorrow],
  );
  await signIn(page, accounts.member);
  const glance = page.getByTestId('widget-events-at-a-glance');
  const item = glance.getByRole('listitem').filter({ hasText: 'Play Reading: Glance Check' });
  await expect(item).toContainText(/, 2:00\sPM - 4:00\sPM/);
  await expect(item.getByText('Play reading', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: 'Play Reading: Glance Check' })).toHaveAttribute('href', '/play-reading');
});

test('the iCal feed carries the Holiday Party, the May Social and the play readings, with their pages', async ({ page, request }) => {
  await signIn(page, accounts.member);
  await openCalendar(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
  await expect(dialog.getByRole('heading', { name: 'On an iPad or iPhone' })).toBeVisible();
  const create = dialog.getByRole('button', { name: /^(Create my link|Make a new link)$/ });
  if ((await create.textContent()) === 'Make a new link') await dialog.getByRole('button', { name: 'Turn off my link' }).click();
  await dialog.getByRole('button', { name: 'Create my link' }).click();
  const url = await dialog.getByLabel('Your calendar link').inputValue();
  const feed = (await (await request.get(url)).text()).replace(/\r\n[ \t]/g, '');
  const events = feed.split('BEGIN:VEVENT').slice(1);
  const party = events.find((event) => event.includes('SUMMARY:Holiday Party'));
  // 2:00 PM at the theater: 19:00 UTC in December, 18:00 UTC in May (or the same wall-clock time with its zone named).
  const december25 = comingDecember25().replaceAll('-', '');
  expect(party).toMatch(new RegExp(`DTSTART(;TZID=America/New_York:${december25}T140000|:${december25}T190000Z)`));
  expect(party).toMatch(/URL[^:\r\n]*:[^\r\n]+\/holiday-party\r\n/);
  expect(party).toContain('CATEGORIES:RSVP event');
  const social = events.find((event) => event.includes('SUMMARY:May Social'));
  expect(social).toMatch(/DTSTART(;TZID=America\/New_York:\d{4}05\d{2}T140000|:\d{4}05\d{2}T180000Z)/);
  const reading = events.find((event) => event.includes('SUMMARY:Play Reading: '));
  expect(reading).toMatch(/URL[^:\r\n]*:[^\r\n]+\/play-reading\r\n/);
  expect(reading).toContain('CATEGORIES:Play reading');
});
