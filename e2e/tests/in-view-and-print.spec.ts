import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

// Issue 35: a confirmation shows where the person is looking, and prints are checked on the page Chromium prints.
// Each save's result must be inside the viewport right after the save, on a phone at Larger text, an upright iPad
// and at 200% zoom (a 1280 × 800 window lays out 640 × 400 CSS px).
const PHONE = { width: 390, height: 844 };
const IPAD = { width: 768, height: 1024 };
const ZOOM_200 = { width: 640, height: 400 };
const OUT = path.join(__dirname, '..', 'test-results', 'in-view-and-print');

/** Larger text as the member's choice is kept (the control itself sits in the folded menu on a phone). */
async function largerText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const member = JSON.parse(sessionStorage.getItem('memberData') ?? '{}') as { id?: string };
    localStorage.setItem(`greenroom.textSize.${member.id}`, 'larger');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveCSS('font-size', '26px');
}

/** Wholly inside the viewport, as the person sees it right after pressing the button. */
async function expectInView(message: Locator, what: string): Promise<void> {
  await expect(message, what).toBeVisible();
  await expect(message, what).toBeInViewport({ ratio: 1 });
}

const SIZES = [
  { name: 'a phone at Larger text', viewport: PHONE, larger: true },
  { name: 'an upright iPad at Larger text', viewport: IPAD, larger: true },
  { name: '200% zoom', viewport: ZOOM_200, larger: false },
];

for (const size of SIZES) {
  test(`Edit Member Details and My Teams show their saves in view on ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await signIn(page, accounts.admin);
    if (size.larger) await largerText(page);

    await page.goto(`/edit-member-details/${encodeURIComponent(accounts.member)}`);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const updated = page.getByTestId('screen-edit-member-details').getByText('Member updated successfully.');
    await expectInView(updated, `Edit Member Details on ${size.name}`);
    // It stays until read: still there well after the spec's old 3 seconds.
    await page.waitForTimeout(4_000);
    await expect(updated).toBeVisible();

    await page.goto('/my-teams');
    const saveTeams = page.getByRole('button', { name: 'Save Changes' });
    await saveTeams.scrollIntoViewIfNeeded();
    await saveTeams.click();
    await expectInView(page.getByTestId('screen-my-teams').getByText('Your teams have been updated successfully!'), `My Teams on ${size.name}`);
  });
}

test('My Information at 200% zoom: a save and a save with nothing changed both say so in view', async ({ page }) => {
  await page.setViewportSize(ZOOM_200);
  await signIn(page, accounts.member);
  await page.goto('/my-information');
  const section = page.getByRole('region', { name: 'Address Information' });
  await section.getByRole('button', { name: 'Edit Address Information' }).click();
  const city = section.getByLabel('City');
  await city.fill((await city.inputValue()) === 'Wildwood' ? 'Lady Lake' : 'Wildwood');
  const save = section.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expectInView(section.getByText('Address Information saved.'), 'My Information saved at 200%');

  await section.getByRole('button', { name: 'Edit Address Information' }).click();
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expectInView(section.getByText('Nothing to save: Address Information has no changes.'), 'nothing changed at 200%');
});

test('Search Members with no criterion on a phone at Larger text says why beside Search', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, accounts.admin);
  await largerText(page);
  await page.goto('/search-members');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.scrollIntoViewIfNeeded();
  await search.click();
  await expectInView(page.getByTestId('screen-search-members').getByText('Please enter at least one search criterion'), 'the criterion refusal');
});

test('the idle warning at 200% zoom and Larger text shows its title, countdown and buttons', async ({ page }) => {
  await page.setViewportSize(ZOOM_200);
  await page.clock.install();
  await signIn(page, accounts.member);
  await largerText(page);
  await page.clock.fastForward('28:00');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await expectInView(warning.getByText('Are you still there?', { exact: true }), 'the idle title');
  await expectInView(warning.getByText(/you will be signed out in \d+ minutes? \d+ seconds?/), 'the countdown');
  await expectInView(warning.getByRole('button', { name: 'Stay signed in' }), 'Stay signed in');
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, 'idle-warning-200-larger.png') });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
});

// ---- Prints, read from the PDF Chromium prints (page.pdf() uses the print styles) and from its rendering. ----

interface WordBox {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of the PDF with its box in points, from poppler's pdftotext -bbox-layout. */
function wordBoxes(pdf: string): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox-layout', pdf, '-'], { encoding: 'utf8' });
  const words: WordBox[] = [];
  const pages = html.split('<page ').slice(1);
  pages.forEach((pageHtml, index) => {
    for (const match of pageHtml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g))
      words.push({ page: index + 1, xMin: +match[1], yMin: +match[2], xMax: +match[3], yMax: +match[4], text: match[5].replace(/&amp;/g, '&') });
  });
  return words;
}

interface Gray {
  width: number;
  height: number;
  pixels: Buffer;
  /** Pixels a point. */
  scale: number;
}

/**
 * One page rendered in grey at 216 dpi (3 px a point: a busy month's 7 px type still has solid strokes), read from
 * poppler's PGM; also kept as PNG to look at.
 */
function renderPage(pdf: string, pageNumber: number, name: string): Gray {
  const base = path.join(OUT, name);
  const dpi = '216';
  execFileSync('pdftoppm', ['-r', dpi, '-f', `${pageNumber}`, '-l', `${pageNumber}`, '-singlefile', '-gray', pdf, base]);
  execFileSync('pdftoppm', ['-r', dpi, '-f', `${pageNumber}`, '-l', `${pageNumber}`, '-singlefile', '-png', pdf, base]);
  const data = readFileSync(`${base}.pgm`);
  // P5 header: magic, width, height, maximum, each followed by one whitespace byte.
  const header = data.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error(`${base}.pgm is not a binary PGM`);
  return { width: +header[1], height: +header[2], pixels: data.subarray(header[0].length), scale: +dpi / 72 };
}

/** The share of a word's box that is dark ink (grey below 100 of 255). */
function inkIn(image: Gray, box: WordBox): number {
  let dark = 0;
  let all = 0;
  const { scale } = image;
  for (let y = Math.floor(box.yMin * scale); y < Math.ceil(box.yMax * scale) && y < image.height; y++)
    for (let x = Math.floor(box.xMin * scale); x < Math.ceil(box.xMax * scale) && x < image.width; x++) {
      all++;
      if (image.pixels[y * image.width + x] < 100) dark++;
    }
  return all === 0 ? 0 : dark / all;
}

function pageSizes(pdf: string): { width: number; height: number }[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', pdf], { encoding: 'utf8' });
  return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((match) => ({ width: +match[1], height: +match[2] }));
}

/** Four events with long titles on every day of the month seven months ahead, where no other test looks. */
async function fillBusyMonth(page: Page): Promise<string> {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 7, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const dates = Array.from({ length: days }, (_, index) => new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10));
  const titles = [
    ['Technical Rehearsal with the Full Orchestra', 9],
    ['Costume Fitting for the Ensemble', 11],
    ['Set Construction Work Party (Closed Shoes Please)', 13],
    ['Box Office Volunteer Training', 15],
  ] as const;
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  for (const [title, hour] of titles) {
    // Eastern time, daylight or not: an hour either way keeps each event on its day.
    const at = (date: string, h: number) => `${date}T${String(h).padStart(2, '0')}:00:00-04:00`;
    const occurrences = dates.map((date) => ({ StartDateTime: at(date, hour), EndDateTime: at(date, hour + 1) }));
    const created = await page.request.post('/api/calendar-data/series', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Title: title, Category: 'Rehearsal', IsAllDay: false, Location: 'Savannah Center', Details: null, Occurrences: occurrences },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

test('the calendar month prints on one landscape page, titled with its month, with badges in dark ink', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.leader);
  // A month busier than any the seed has: the print must fit whatever the month holds.
  const month = await fillBusyMonth(page);
  await page.goto('/event-calendar');
  const heading = page.getByRole('heading', { level: 2, name: month });
  for (let step = 0; step < 8 && !(await heading.isVisible()); step++) await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toHaveCount(0);
  const badgeCount = await page.getByTestId('print-month').locator('[data-print-badge]').count();
  expect(badgeCount, 'events in the shown month').toBeGreaterThanOrEqual(4 * 28);

  const pdf = path.join(OUT, 'calendar.pdf');
  writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: false }));
  const sizes = pageSizes(pdf);
  expect(sizes, 'one page').toHaveLength(1);
  expect(sizes[0].width, 'landscape').toBeGreaterThan(sizes[0].height);

  const words = wordBoxes(pdf);
  const image = renderPage(pdf, 1, 'calendar');
  const [monthName, year] = month.split(' ');
  for (const part of [monthName, year]) {
    const word = words.find((candidate) => candidate.text.replace(/[^\w]/g, '') === part);
    expect(word, `the title's "${part}" in the PDF`).toBeDefined();
    expect(inkIn(image, word as WordBox), `the title's "${part}" is inked`).toBeGreaterThan(0.08);
  }
  // The badges' words: each category name printed is drawn in dark ink inside its box.
  const categories = await page.getByTestId('print-month').locator('[data-print-badge]').allInnerTexts();
  const categoryWords = new Set(categories.flatMap((name) => name.split(/\s+/)));
  const badgeWords = words.filter((word) => categoryWords.has(word.text));
  expect(badgeWords.length, 'category names in the PDF').toBeGreaterThanOrEqual(Math.min(badgeCount, 1));
  for (const word of badgeWords) expect(inkIn(image, word), `badge word "${word.text}" is inked`).toBeGreaterThan(0.08);
});

test('an attendee list prints from its Print button: the event and the names, no sidebar', async ({ page, context }) => {
  mkdirSync(OUT, { recursive: true });
  await signIn(page, accounts.admin);
  await page.goto('/holiday-party');
  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  await expect(yes).toBeVisible();
  if ((await yes.getAttribute('aria-pressed')) !== 'true') await yes.click();
  await expect(page.getByTestId('attendee-list').getByText('Margaret Whitfield')).toBeVisible();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Print attendee list' }).click();
  const printed = await popup;
  await expect(printed.getByRole('heading', { level: 2, name: /^Attendees \(\d+ members?\)$/ })).toBeVisible();
  await expect(printed.getByRole('navigation')).toHaveCount(0);
  // The window is busy with its own print dialog; the same document, loaded into a page of the test, prints to PDF.
  const paper = await context.newPage();
  await paper.setContent(await printed.content());
  await printed.close();

  const pdf = path.join(OUT, 'attendees.pdf');
  writeFileSync(pdf, await paper.pdf());
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Margaret Whitfield');
  expect(text).toMatch(/Attendees \(\d+ members?\)/);
  for (const menuItem of ['Member Dashboard', 'My Information', 'Event Calendar', 'Logout'])
    expect(text, 'the sidebar on paper').not.toContain(menuItem);
  const words = wordBoxes(pdf);
  const image = renderPage(pdf, 1, 'attendees');
  const margaret = words.find((word) => word.text === 'Whitfield');
  expect(margaret).toBeDefined();
  expect(inkIn(image, margaret as WordBox), 'the name is inked').toBeGreaterThan(0.08);
  await paper.close();

  // The party's list is as it was: the RSVP tests start from no one attending.
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByTestId('attendee-list').getByText('Margaret Whitfield')).toHaveCount(0);
});
