import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings, expectNoFindings } from '../support/axe';
import { accounts, signIn } from '../support/sign-in';

// Every event of the month reads whole: its time and its full title, never cut, in the grid where a cell can hold
// a title and in the list on a phone. Screenshots go to the test's output folder for a person to look at.
const WIDTHS = [390, 768, 1024, 1280] as const;
const theaterMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' });

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/event-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Picks a view with the switch (its radios are hidden behind button-styled labels, as Bootstrap draws them). */
async function showAs(page: Page, view: 'Month grid' | 'List'): Promise<void> {
  await page.getByText(view, { exact: true }).click();
  await expect(page.getByRole('radio', { name: view })).toBeChecked();
}

/** Texts of the boxes that are cut: wider or taller than a box that hides its overflow, or ending in an ellipsis. */
async function clippedTexts(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.textOverflow === 'ellipsis' ||
          element.scrollWidth > element.clientWidth + 1 ||
          (style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map((element) => (element as HTMLElement).innerText),
  );
}

/** "9:00 AM\nRehearsal": every chip or row shows a time (or All Day) and a title beneath it. */
function readsWhole(text: string): boolean {
  return /^(\d{1,2}:\d{2}\s[AP]M|All Day)\s+\S/.test(text.trim());
}

test.describe('the Event Calendar at every width', () => {
  test('shows every event of the month with its time and whole title: the grid from 768 px, the list on a phone', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.member);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCalendar(page);
    // The list names every event of the month once: the count to find in the grid at each width.
    await showAs(page, 'List');
    const listRows = page.getByTestId('month-list').locator('li button');
    const eventCount = await listRows.count();
    expect(eventCount).toBeGreaterThan(10);
    await page.evaluate(() => localStorage.removeItem('greenroom.calendar.view'));

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openCalendar(page);
      if (width === 390) {
        // A phone gets the list by itself: a 33 px grid cell cannot hold a title.
        await expect(page.getByTestId('month-list')).toBeVisible();
        await expect(page.getByTestId('month-grid')).toHaveCount(0);
        await expect(listRows).toHaveCount(eventCount);
        const rows = await listRows.allInnerTexts();
        expect(rows.filter((text) => !readsWhole(text))).toEqual([]);
        expect(await clippedTexts(listRows)).toEqual([]);
        expect(await clippedTexts(page.getByTestId('month-list').locator('li, h3, .badge'))).toEqual([]);
      } else {
        await showAs(page, 'Month grid');
        const inMonth = page.locator(`[data-testid="month-grid"] [role="cell"][data-date^="${theaterMonth.format(new Date())}"]`);
        const chips = inMonth.getByRole('button').filter({ hasNotText: /more$/ });
        const more = await inMonth.getByRole('button', { name: /more events on/ }).allInnerTexts();
        const hidden = more.reduce((sum, text) => sum + Number(/\+(\d+)/.exec(text)?.[1] ?? 0), 0);
        expect((await chips.count()) + hidden).toBe(eventCount);
        const texts = await chips.allInnerTexts();
        expect(texts.filter((text) => !readsWhole(text))).toEqual([]);
        expect(await clippedTexts(chips)).toEqual([]);
        expect(await clippedTexts(chips.locator('span'))).toEqual([]);
      }
      await page.screenshot({ path: testInfo.outputPath(`calendar-${width}.png`), fullPage: true });
      await page.evaluate(() => localStorage.removeItem('greenroom.calendar.view'));
    }
  });

  test('a day with more events than fit shows "+N more", which opens the whole day by keyboard', async ({ page }, testInfo) => {
    await signIn(page, accounts.leader);
    const month = theaterMonth.format(new Date());
    const day = `${month}-10`;
    // Six events at once through the API, as the Add Event dialog would send them (9:00 AM on, theater time).
    const created = await page.evaluate(async (date) => {
      const token = sessionStorage.getItem('token') ?? '';
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const start = new Date(`${date}T${String(14 + index).padStart(2, '0')}:00:00Z`);
        const response = await fetch('/api/calendar-data', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            Title: `Costume fitting for the second act ensemble, group ${index + 1}`,
            Category: 'Rehearsal',
            StartDateTime: start.toISOString(),
            EndDateTime: new Date(start.getTime() + 1_800_000).toISOString(),
            IsAllDay: false,
            Location: 'Wardrobe room',
            Details: '',
          }),
        });
        statuses.push(response.status);
      }
      return statuses;
    }, day);
    expect(created.every((status) => status < 300)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openCalendar(page);
    await showAs(page, 'Month grid');
    const cell = page.locator(`[data-date="${day}"]`);
    const more = cell.getByRole('button', { name: /^\+\d+ more events on / });
    await expect(more).toBeVisible();
    const box = await more.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const hidden = Number(/\+(\d+)/.exec((await more.innerText()) ?? '')?.[1]);
    const shown = await cell.getByRole('button').filter({ hasNotText: /more$/ }).count();

    // Keyboard: Tab from the last chip reaches "+N more", with a visible focus ring; Enter opens the day.
    await cell.getByRole('button').filter({ hasNotText: /more$/ }).last().focus();
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    expect(await more.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const dayDialog = page.getByRole('dialog', { name: /, 20\d\d$/ });
    await expect(dayDialog.getByRole('button', { name: /^(\d{1,2}:\d{2} [AP]M|All Day) / })).toHaveCount(shown + hidden);
    await page.screenshot({ path: testInfo.outputPath('calendar-day-more.png') });
    expectNoFindings(await axeFindings(page, 'day list'));
    await dayDialog.getByRole('button', { name: /group 6/ }).click();
    await expect(page.getByRole('dialog', { name: /group 6/ }).getByText('Location: Wardrobe room')).toBeVisible();
  });

  test('the list view and its switch are axe clean, keyboard operable, remembered, and what prints', async ({ page }, testInfo) => {
    await signIn(page, accounts.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCalendar(page);
    await expect(page.getByTestId('month-grid')).toBeVisible();
    // Keyboard: the switch's radios take arrow keys.
    await page.getByRole('radio', { name: 'Month grid' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
    await expect(page.getByTestId('month-list')).toBeVisible();
    expectNoFindings(await axeFindings(page, 'calendar list view'));

    // Remembered in this browser; Add Event works from the list (its dialog asks for the date).
    await openCalendar(page);
    await expect(page.getByTestId('month-list')).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog', { name: /Add New Event/ }).getByLabel('Date', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Printing the grid view prints the month's print grid (one landscape page, in-view-and-print.spec), without the controls.
    await showAs(page, 'Month grid');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('month-grid')).toBeHidden();
    await expect(page.getByTestId('print-month')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next ›' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('calendar-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});
