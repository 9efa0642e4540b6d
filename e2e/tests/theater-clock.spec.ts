import { expect, test, type Page } from '@playwright/test';
import { runSql } from '../support/database';
import { waitForMailTo } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

// The portal shows and reads every time on the theater's clock (GET /api/clock: America/New_York here, the API's
// default; the API process itself runs in the machine's zone, UTC), whatever zone the member's device is in.
const THEATER_ZONE = 'America/New_York';
const DEVICE_ZONES = ['America/New_York', 'America/Chicago', 'UTC'] as const;

const theaterDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: THEATER_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const digestDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** yyyy-mm-dd, `days` after the theater's today. */
function theaterDayFromToday(days: number): string {
  const today = theaterDayFormat.format(new Date());
  return shiftDay(today, days);
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const atNoonUtc = (day: string) => new Date(`${day}T12:00:00Z`);

/** Moves the calendar forward until it shows the month of `day`. */
async function showMonthOf(page: Page, day: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: monthTitleFormat.format(atNoonUtc(day)) });
  for (let step = 0; step < 24 && !(await heading.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next ›' }).click();
  }
  await expect(heading).toBeVisible();
}

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/event-calendar');
  // The grid view also holds the (print-only) list: the first is the view on screen.
  await expect(page.getByTestId('month-grid').or(page.getByTestId('month-list')).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toHaveCount(0);
}

interface NewEvent {
  title: string;
  date: string;
  start: string;
  end: string;
  /** Weekly on the date's weekday up to this day. */
  repeatUntil?: string;
}

async function addEvent(page: Page, event: NewEvent): Promise<void> {
  await page.getByRole('button', { name: 'Add Event' }).click();
  const add = page.getByRole('dialog', { name: /Add New Event/ });
  await add.getByLabel('Title', { exact: true }).selectOption('Custom Title...');
  await add.getByPlaceholder('Enter custom title').fill(event.title);
  await add.getByLabel('Date', { exact: true }).fill(event.date);
  await add.getByLabel('Start Time').fill(event.start);
  await add.getByLabel('End Time').fill(event.end);
  if (event.repeatUntil) {
    await add.getByLabel('Repeat Event').check();
    await add.getByLabel('Pattern').selectOption('weekly');
    await add.getByLabel('End Date').fill(event.repeatUntil);
    await add.getByRole('button', { name: 'Preview Events' }).click();
    await add.getByRole('button', { name: 'Create All Events' }).click();
    await expect(add.getByText(/Successfully created \d+ events!/)).toBeVisible();
  } else {
    await add.getByRole('button', { name: 'Add Event', exact: true }).click();
    await expect(add.getByText('Event created successfully!')).toBeVisible();
  }
  await add.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(add).toBeHidden();
}

for (const zone of DEVICE_ZONES) {
  test.describe(`a device in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('shows the seeded 9:00 AM rehearsal at 9:00 AM in the grid, its details and the dashboard, and says whose clock it is', async ({ page }) => {
      await signIn(page, accounts.member);
      const glance = page.getByTestId('widget-events-at-a-glance');
      // Rehearsals are seeded on Tuesdays and Thursdays at 9:00-12:00 theater time, so one is always within the card's 30 days.
      await expect(glance.getByText(/, 9:00\sAM - 12:00\sPM$/).first()).toBeVisible();
      await expect(glance.getByText(/(8|14):00\s[AP]M - /)).toHaveCount(0);

      await openCalendar(page);
      const note = page.getByTestId('theater-zone-note');
      if (zone === THEATER_ZONE) await expect(note).toHaveCount(0);
      else await expect(note).toHaveText('Times are Eastern Time.');
      // The list is the default where a chip could not hold a title's longest word; this check reads the grid.
      await page.getByText('Month grid', { exact: true }).click();
      const rehearsals = page.getByTestId('month-grid').getByRole('button', { name: /^9:00 AM Rehearsal/ });
      await expect(rehearsals.first()).toBeVisible();
      await expect(page.getByTestId('month-grid').getByRole('button', { name: /^(8:00 AM|2:00 PM) Rehearsal/ })).toHaveCount(0);
      await rehearsals.first().click();
      const details = page.getByRole('dialog', { name: 'Rehearsal' });
      await expect(details.getByText('Time: 9:00 AM - 12:00 PM')).toBeVisible();
    });

    test("puts an event at 11:30 PM theater time on its own day, read and saved on the theater's clock", async ({ page }) => {
      const title = `Late Show ${zone}`;
      const day = theaterDayFromToday(2);
      await signIn(page, accounts.leader);
      await openCalendar(page);
      await showMonthOf(page, day);
      await addEvent(page, { title, date: day, start: '23:30', end: '23:55' });
      // The list shows every event of a day (the grid keeps what does not fit its cell behind "+N more", and each
      // zone's run adds one to this day); the choice is remembered, so the reload below shows the list again.
      await page.getByText('List', { exact: true }).click();
      const row = page
        .locator(`[data-list-date="${day}"]`)
        .getByRole('button', { name: `11:30 PM ${title}` })
        .first();
      await expect(row).toBeVisible();
      await openCalendar(page);
      await showMonthOf(page, day);
      await row.click();
      const details = page.getByRole('dialog', { name: title });
      await expect(details.getByText('Time: 11:30 PM - 11:55 PM')).toBeVisible();
      await details.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: /Edit Event/ });
      await expect(edit.getByLabel('Date', { exact: true })).toHaveValue(day);
      await expect(edit.getByLabel('Start Time')).toHaveValue('23:30');
    });
  });
}

test.describe('an admin whose tablet is on Chicago time', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('adds a 9:00 AM event that is stored, shown and e-mailed as 9:00 AM theater time', async ({ page, browser }) => {
    const title = 'Chicago Tablet Rehearsal';
    const day = theaterDayFromToday(1);
    await signIn(page, accounts.admin);
    await openCalendar(page);
    await showMonthOf(page, day);
    await addEvent(page, { title, date: day, start: '09:00', end: '10:00' });
    // Read from the list, which shows every event of a day: in the grid, other tests' events on the same day (a
    // weekly series lands on some days of the week) can put this one behind "+N more".
    const listedAt9 = (viewer: Page) =>
      viewer
        .locator(`[data-list-date="${day}"]`)
        .getByRole('button', { name: `9:00 AM ${title}` })
        .first();
    await page.getByText('List', { exact: true }).click();
    await expect(listedAt9(page)).toBeVisible();

    // A member whose device is on the theater's own zone sees the same 9:00 AM.
    const eastern = await browser.newContext({ timezoneId: THEATER_ZONE });
    const member = await eastern.newPage();
    await signIn(member, accounts.member);
    await openCalendar(member);
    await showMonthOf(member, day);
    await member.getByText('List', { exact: true }).click();
    await expect(listedAt9(member)).toBeVisible();
    await eastern.close();

    // The weekly reminder (today and the next six days) announces it at 9:00 AM too.
    const since = new Date();
    const recipient = 'chicago-tablet@greenroom.test';
    await page.goto('/email-management');
    await expect(page.getByText(/^As an office administrator you can send test e-mails/)).toBeVisible();
    await page.getByLabel('Weekly Events').check();
    await page.getByLabel('Test Recipient').fill(recipient);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    const mail = await waitForMailTo(recipient, since);
    const text = `${mail.html ?? ''} ${mail.text ?? ''}`.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(title);
    expect(text).toMatch(new RegExp(`${digestDayFormat.format(atNoonUtc(day))}, 9:00\\sAM`));
  });

  test('a weekly 9:00 AM series across the November daylight-saving change keeps 9:00 AM on both sides', async ({ page }) => {
    // The next first Sunday of November (the change back to standard time in the United States).
    const thisYear = Number(theaterDayFromToday(0).slice(0, 4));
    const firstSundayOfNovember = (year: number) => {
      const first = new Date(Date.UTC(year, 10, 1));
      return shiftDay(first.toISOString().slice(0, 10), (7 - first.getUTCDay()) % 7);
    };
    let change = firstSundayOfNovember(thisYear);
    if (change <= theaterDayFromToday(0)) change = firstSundayOfNovember(thisYear + 1);
    const start = shiftDay(change, -3);
    const after = [shiftDay(change, 4), shiftDay(change, 11)];
    const title = 'Season Change Rehearsal';

    await signIn(page, accounts.admin);
    await openCalendar(page);
    await showMonthOf(page, start);
    await addEvent(page, { title, date: start, start: '09:00', end: '12:00', repeatUntil: after[1] });
    for (const day of [start, ...after]) {
      await showMonthOf(page, day);
      await expect(page.locator(`[data-date="${day}"]`).getByRole('button', { name: `9:00 AM ${title}` })).toBeVisible();
    }
  });
});

// Instants whose day differs by zone: 05:30 UTC is already 28 November in New York but still the 27th in Los Angeles;
// 03:00 UTC on the 29th is still the 28th in New York but the 29th in UTC. On the theater's clock both are the 28th.
const FIRST_SUBMITTED = '2026-11-28T05:30:00Z';
const LAST_CHANGED = '2026-11-29T03:00:00Z';
// 03:42 UTC on the 28th: 10:42 PM on the 27th in New York, 7:42 PM in Los Angeles, 3:42 AM on the 28th in UTC.
const LAST_FETCHED = '2026-11-28T03:42:00Z';
const mailText = (mail: { html?: string; text?: string }) => `${mail.html ?? ''} ${mail.text ?? ''}`.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

for (const zone of ['America/Los_Angeles', 'UTC'] as const) {
  test.describe(`a member whose device is on ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("reads the audition card's and the Subscribe dialog's dates and times on the theater's clock", async ({ page }) => {
      const show = 'The Importance of Being Earnest';
      await signIn(page, accounts.admin);
      await page.goto('/audition-application');
      const card = page.getByTestId(`group-${show}`);
      await card.getByRole('button', { name: /^(Pre-Register for this Audition|Change)$/ }).click();
      await page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox').first().check();
      await page.getByLabel(/Lady Bracknell/).check();
      await page.getByLabel('Yes', { exact: true }).check();
      await page.getByLabel('Mobile').fill('352-555-0190');
      await page.getByLabel('Recent Theater Bio:').fill('Mrs. Malaprop in "The Rivals".');
      await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
      await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
      await runSql(
        `UPDATE audition_applications SET created_at = $1, submitted_at = $2
          WHERE show_name = $3 AND member_id IN (SELECT id FROM members WHERE email = $4 AND first_name = 'Margaret')`,
        [FIRST_SUBMITTED, LAST_CHANGED, show, accounts.admin],
      );
      await page.goto('/audition-application');
      const status = page.getByTestId(`group-${show}`).getByTestId('pre-registration-status');
      await expect(status).toContainText('You pre-registered on November 28, 2026.');
      await expect(status).toContainText('You last changed it on November 28, 2026.');
      await status.getByRole('button', { name: 'Change' }).click();
      await expect(page.getByTestId('pre-registration-saved')).toContainText('You pre-registered on November 28, 2026.');

      await openCalendar(page);
      await expect(page.getByTestId('theater-zone-note')).toHaveText('Times are Eastern Time.');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
      await expect(dialog.getByRole('heading', { name: 'On an iPad or iPhone' })).toBeVisible();
      if ((await dialog.getByRole('button', { name: /^(Create my link|Make a new link)$/ }).textContent()) === 'Create my link') {
        await dialog.getByRole('button', { name: 'Create my link' }).click();
        await expect(dialog.getByLabel('Your calendar link')).toBeVisible();
      }
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await runSql(
        `UPDATE calendar_feeds SET created_at = $1, last_fetched_at = $2
          WHERE member_id IN (SELECT id FROM members WHERE email = $3 AND first_name = 'Margaret')`,
        [FIRST_SUBMITTED, LAST_FETCHED, accounts.admin],
      );
      await page.reload();
      await page.getByRole('button', { name: 'Subscribe' }).click();
      const current = dialog.getByTestId('current-feed-link');
      await expect(current).toContainText('Your current link was made on November 28, 2026.');
      await expect(current).toContainText('A calendar app last fetched it on November 27, 2026 at 10:42 PM');
    });
  });
}

test.describe('a member on Pacific time RSVPs', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("the play reading's e-mail writes its date and times as the page does", async ({ page }) => {
    await signIn(page, accounts.family);
    await page.goto('/play-reading');
    const card = page.getByTestId('play-reading-event').first();
    const time = card.getByText(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/);
    await expect(time).toBeVisible();
    const day = card.getByText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/).first();
    const [timeText, dayText] = [await time.textContent(), await day.textContent()];
    const since = new Date();
    const answer = card.getByRole('button', { name: "Yes, I'll attend" });
    await answer.click();
    const text = mailText(await waitForMailTo(accounts.family, since));
    expect(text).toContain(timeText!.trim());
    expect(text).toContain(dayText!.trim());
    expect(text).not.toMatch(/\b\d{2}:\d{2}\b/);
    // The page takes answers until the reading's day: the e-mail says so, not "at any time".
    expect(text).toContain(`You can change your answer on the Greenroom members portal until ${dayText!.trim()}.`);
  });

  test('the Holiday Party e-mail says until when the answer can change, the day the page shows', async ({ page }) => {
    await signIn(page, accounts.board);
    await page.goto('/holiday-party');
    const until = page.getByText(/You can still answer or change your answer until (.+); after that day this page closes\./);
    await expect(until).toBeVisible();
    const lastDay = /until (.+); after/.exec((await until.textContent()) ?? '')![1];
    const since = new Date();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const text = mailText(await waitForMailTo(accounts.board, since));
    expect(text).toContain(`You can change your answer on the Greenroom members portal until ${lastDay}.`);
    expect(text).not.toContain('at any time');
  });
});
