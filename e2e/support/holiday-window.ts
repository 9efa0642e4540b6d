import { THEATER_TIME_ZONE } from '@greenroom/contracts';
import { expect, type Browser, type Locator } from '@playwright/test';
import { accounts, signIn } from './sign-in';

/**
 * yyyy-mm-dd of the theater's day shifted by `days`: the API reads every window in the theater's time zone, so a run
 * near midnight on a machine elsewhere must not pick the runner's own day.
 */
export function theaterDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: THEATER_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The seed opens the socials' windows from two weeks before installation; a journey that needs another window sets
 * it and puts this one back when done, so later journeys find the page open as a new installation does.
 */
export const OPEN_WINDOW = { startsOn: theaterDay(-14), endsOn: theaterDay(20) };

/** The RSVP-by date may not fall after the page closes (the API refuses it): a shorter window brings it forward. */
export async function keepRsvpByInWindow(form: Locator, endsOn: string): Promise<void> {
  const rsvpBy = form.getByLabel('RSVP by');
  if ((await rsvpBy.inputValue()) > endsOn) await rsvpBy.fill(endsOn);
}

/** An admin sets the Holiday Party's window on the RSVP Event Settings page, as they would for next season. */
export async function setHolidayWindow(browser: Browser, startsOn: string, endsOn: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, accounts.admin);
  await page.goto('/rsvp-settings');
  const form = page.getByRole('form', { name: 'Holiday Party settings' });
  await form.getByLabel('Page opens on').fill(startsOn);
  await form.getByLabel('Page closes after').fill(endsOn);
  await keepRsvpByInWindow(form, endsOn);
  await form.getByRole('button', { name: 'Save Holiday Party' }).click();
  await expect(form.getByText(/^Saved\./)).toBeVisible();
  await context.close();
}
