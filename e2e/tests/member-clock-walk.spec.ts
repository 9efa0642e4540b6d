import { expect, test, type Browser, type Page } from '@playwright/test';
import { canOpen, SCREEN_ROUTES, settle, urlOf } from '../support/screen-routes';
import { accounts, signIn } from '../support/sign-in';

/**
 * Issue 37: every date and time a member reads is on the theater's clock (America/New_York for this portal), so a
 * device elsewhere reads exactly what a device at the theater reads, screen by screen.
 */
const THEATER_ZONE = 'America/New_York';
const DEVICE_ZONES = ['America/Los_Angeles', 'UTC'] as const;

// As the portal writes them: "2:00 PM", "Nov 28", "November 28, 2026", "Friday, December 25, 2026".
const DATE_OR_TIME =
  /\b(?:\d{1,2}:\d{2}\s?[AP]M|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:, \d{4})?)/g;

/** The dates and times on the page's main content, in the order they are written. */
async function datesAndTimesOn(page: Page): Promise<string[]> {
  const text = await page.locator('#main-content').innerText();
  return [...text.matchAll(DATE_OR_TIME)].map((match) => match[0]);
}

/** A signed-in member's browser whose clock is in `zone`. */
async function memberIn(browser: Browser, zone: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ timezoneId: zone, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, accounts.member);
  return { page, close: () => context.close() };
}

test('every date and time on the screens a member opens reads the same on a device in Pacific time and in UTC as at the theater', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const atTheater = new Map<string, string[]>();
  const theater = await memberIn(browser, THEATER_ZONE);
  for (const route of SCREEN_ROUTES.filter((candidate) => canOpen(candidate, 'Member'))) {
    const url = await urlOf(theater.page, route);
    await theater.page.goto(url);
    await settle(theater.page);
    atTheater.set(url, await datesAndTimesOn(theater.page));
  }
  await theater.close();
  // The walk saw the calendar, the dashboard's glance, the audition and RSVP pages: plenty of dates and times.
  expect([...atTheater.values()].flat().length).toBeGreaterThan(20);
  for (const zone of DEVICE_ZONES) {
    const elsewhere = await memberIn(browser, zone);
    for (const [url, texts] of atTheater) {
      await elsewhere.page.goto(url);
      await settle(elsewhere.page);
      // Read again while a slow remote is still drawing: only a difference that stays is a failure.
      await expect.poll(() => datesAndTimesOn(elsewhere.page), { message: `${url} on a device in ${zone}`, timeout: 15_000 }).toEqual(texts);
    }
    await elsewhere.close();
  }
});
