import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

const TITLE = 'Scene Study E2E';
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** yyyy-mm-dd of a local day (the browser runs on this machine, in its time zone). */
function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The spec's weekly rule: the start, then every later day up to the end whose weekday is chosen. */
function weeklyDates(start: Date, end: Date, weekdays: number[]): string[] {
  const dates = [isoDay(start)];
  for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (weekdays.includes(day.getDay())) dates.push(isoDay(day));
  return dates;
}

async function showMonthOf(page: Page, date: Date): Promise<void> {
  const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
  const heading = page.getByRole('heading', { level: 2, name: title });
  if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(heading).toBeVisible();
}

test('a Leader creates a weekly series on two weekdays, edits and deletes one occurrence, and the dashboard shows it', async ({ page }) => {
  await signIn(page, accounts.leader);
  await page.goto('/event-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();

  const start = addDays(new Date(), 1);
  const end = addDays(start, 27);
  const otherWeekday = (start.getDay() + 2) % 7;
  const expected = weeklyDates(start, end, [start.getDay(), otherWeekday]);
  await showMonthOf(page, start);

  // An empty part of the day opens Add New Event for that day.
  await page.locator(`[data-date="${isoDay(start)}"]`).click({ position: { x: 5, y: 60 } });
  const add = page.getByRole('dialog', { name: /Add New Event/ });
  await expect(add).toBeVisible();
  await add.getByLabel('Title', { exact: true }).selectOption('Custom Title...');
  await add.getByPlaceholder('Enter custom title').fill(TITLE);
  await add.getByLabel('Start Time').fill('06:00');
  await add.getByLabel('End Time').fill('07:00');
  await add.getByLabel('Repeat Event').check();
  await add.getByLabel('Pattern').selectOption('weekly');
  await add.getByRole('button', { name: DAY_NAMES[otherWeekday] }).click();
  await add.getByLabel('End Date').fill(isoDay(end));
  await expect(add.getByRole('button', { name: 'Create All Events' })).toBeDisabled();
  await add.getByRole('button', { name: 'Preview Events' }).click();
  await expect(add.getByText(`${expected.length} events will be created`)).toBeVisible();
  await add.getByRole('button', { name: 'Create All Events' }).click();
  await expect(add.getByText(`Successfully created ${expected.length} events!`)).toBeVisible();
  await add.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(add).toBeHidden();

  // The grid shows 42 days from the Sunday on or before the 1st, so some days of the next month too.
  const firstOfMonth = new Date(start.getFullYear(), start.getMonth(), 1);
  const gridStart = addDays(firstOfMonth, -firstOfMonth.getDay());
  const inGrid = expected.filter((date) => date >= isoDay(gridStart) && date <= isoDay(addDays(gridStart, 41)));
  const chips = page.getByRole('button', { name: `6:00 AM ${TITLE}` });
  await expect(chips).toHaveCount(inGrid.length);

  // Edit the second occurrence only.
  const second = expected[1];
  if (!inGrid.includes(second)) await page.getByRole('button', { name: 'Next ›' }).click();
  await page
    .locator(`[data-date="${second}"]`)
    .getByRole('button', { name: `6:00 AM ${TITLE}` })
    .click();
  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details.getByText('Time: 6:00 AM - 7:00 AM')).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Event/ });
  await edit.getByLabel('Title').fill(`${TITLE} (moved)`);
  await edit.getByLabel('Start Time').fill('07:00');
  await edit.getByLabel('End Time').fill('08:30');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Event updated successfully.')).toBeVisible();
  await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
  const moved = page.locator(`[data-date="${second}"]`).getByRole('button', { name: `7:00 AM ${TITLE} (moved)` });
  await expect(moved).toBeVisible();

  // Delete it, through the confirmation.
  await moved.click();
  await page
    .getByRole('dialog', { name: `${TITLE} (moved)` })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page
    .getByRole('dialog', { name: /Edit Event/ })
    .getByRole('button', { name: 'Delete Event' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText(`Are you sure you want to delete '${TITLE} (moved)'?`)).toBeVisible();
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  const afterDelete = page.getByRole('dialog', { name: /Edit Event/ });
  await expect(afterDelete.getByText('Event deleted successfully.')).toBeVisible();
  await afterDelete.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.locator(`[data-date="${second}"]`).getByRole('button', { name: new RegExp(TITLE) })).toHaveCount(0);

  await page.goto('/dashboard');
  const glance = page.getByTestId('widget-events-at-a-glance');
  await expect(glance.getByRole('heading', { name: 'Events At A Glance' })).toBeVisible();
  await expect(glance.getByText(TITLE, { exact: true }).first()).toBeVisible();
});

test('a Member reads the calendar and subscribes to it, but cannot create events', async ({ page }) => {
  await signIn(page, accounts.member);
  await page.goto('/event-calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
  // The cell's empty bottom edge (its chips now take as many lines as their titles need).
  const cell = page.locator(`[data-date="${isoDay(new Date())}"]`);
  const box = await cell.boundingBox();
  await cell.click({ position: { x: 5, y: (box?.height ?? 60) - 4 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const status = await page.evaluate(async () => {
    const response = await fetch('/api/calendar-data', {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Title: 'Sneaky', Category: 'Default', StartDateTime: new Date().toISOString(), EndDateTime: null, IsAllDay: true }),
    });
    return response.status;
  });
  expect(status).toBe(403);

  // Beyond the spec: the member's private iCal link serves the calendar to a calendar app.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('button', { name: 'Create my link' }).click();
  const feedUrl = await page.getByLabel(/Your calendar link/).inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/new-event');
  await expect(page).toHaveURL(/\/my-information$/);
  expect(alerts).toContain('You do not have permission to access this feature.');
});

test('a refused Add Event moves focus to the first invalid field, whose error is its accessible description', async ({ page }) => {
  await signIn(page, accounts.leader);
  await page.goto('/new-event');
  const add = page.getByRole('dialog', { name: /Add New Event/ });
  await expect(add).toBeVisible();
  await add.getByLabel('Title', { exact: true }).selectOption('Custom Title...');
  // The same time as the start (09:00): an earlier one would mean the next day.
  await add.getByLabel('End Time').fill('09:00');
  await add.getByRole('button', { name: 'Add Event', exact: true }).click();

  const customTitle = add.getByLabel('Custom title');
  await expect(customTitle).toBeFocused();
  await expect(customTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(customTitle).toHaveAccessibleDescription('Please enter a custom title.');
  const endTime = add.getByLabel('End Time');
  await expect(endTime).toHaveAttribute('aria-invalid', 'true');
  await expect(endTime).toHaveAccessibleDescription('End time must be after start time An end time earlier than the start time means the next day.');

  await customTitle.fill('Costume fitting');
  await add.getByRole('button', { name: 'Add Event', exact: true }).click();
  await expect(endTime).toBeFocused();
  await expect(customTitle).not.toHaveAttribute('aria-invalid', 'true');
});

test('an Admin puts the categories in the office’s order with the keyboard; the Add Event picker and the legend follow it', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/calendar-categories');
  const list = page.getByRole('list', { name: 'Categories' });
  // Each row's first word is its badge, the category's name.
  const names = async () => (await list.locator(':scope > li > div > span:first-child').allInnerTexts()).map((name) => name.trim());
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await names();
  const steps = before.indexOf('Workshop');
  expect(steps, 'Workshop is not first yet').toBeGreaterThan(0);

  const up = page.getByRole('button', { name: 'Move up Workshop' });
  await expect(up).toBeVisible();
  const box = await up.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await up.focus();
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('live-region-polite')).toContainText(
      `Workshop moved up. It is now number ${steps - step + 1} of ${before.length}.`,
    );
  }
  // At the top Move up is off: the focus went to the row's Move down.
  await expect(page.getByRole('button', { name: 'Move up Workshop' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move down Workshop' })).toBeFocused();
  const ordered = ['Workshop', ...before.filter((name) => name !== 'Workshop')];
  await page.reload();
  await expect.poll(names).toEqual(ordered);

  await page.goto('/event-calendar');
  const legend = page.getByRole('region', { name: 'Categories' }).getByRole('listitem');
  await expect(legend.first()).toBeVisible();
  const shown = await legend.allInnerTexts();
  expect(shown.length).toBeGreaterThan(1);
  // The office's categories in its order; the theater's own kinds ("Play reading", "RSVP event") are not categories.
  expect(shown.filter((name) => ordered.includes(name))).toEqual(ordered.filter((name) => shown.includes(name)));

  await page.goto('/new-event');
  const category = page.getByRole('dialog', { name: /Add New Event/ }).getByLabel('Category');
  await expect(category.locator('option')).toHaveText(ordered);

  // Back as it was, for the other tests: the focus is on Move down, which takes Workshop back down step by step.
  await page.goto('/calendar-categories');
  await page.getByRole('button', { name: 'Move down Workshop' }).focus();
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('live-region-polite')).toContainText(`Workshop moved down. It is now number ${step + 1} of ${before.length}.`);
  }
  await expect.poll(names).toEqual(before);
});
