import { expect, test, type Page } from '@playwright/test';
import { theaterDay } from '../support/holiday-window';
import { accounts, signIn } from '../support/sign-in';

/** A new season entered by an Admin without a developer (issue 21), then used by a Member. */
const RUN = Date.now().toString(36);
const SHOW = `The Music Man ${RUN}`;
const CATEGORY = `Set Building ${RUN}`;
const READING = `Play Reading: Harvey ${RUN}`;
// Within the 45-day play-reading list, and after the seed's first reading, which other journeys read as the first card.
const READING_DAY = theaterDay(44);

async function fillCharacter(page: Page, index: number, name: string, gender: string, ageRange: string, descriptors: string): Promise<void> {
  const row = page.getByRole('group', { name: `Character ${index}`, exact: true });
  await row.getByLabel(`Character ${index} name`).fill(name);
  await row.getByLabel('Gender').selectOption(gender);
  await row.getByLabel('Age range').fill(ageRange);
  await row.getByLabel('Descriptors').fill(descriptors);
}

async function fillAuditionDate(page: Page, index: number, day: string, start: string, end: string): Promise<void> {
  const row = page.getByRole('group', { name: `Audition date ${index}`, exact: true });
  await row.getByLabel(`Audition ${index} date`).fill(day);
  await row.getByLabel('Starts at').fill(start);
  await row.getByLabel('Ends at').fill(end);
}

test('an Admin enters a show, a category and a play reading; a Member pre-registers for the show and answers Yes to the reading', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.admin);

  await page.goto('/manage-shows');
  await expect(page.getByRole('heading', { level: 1, name: 'Shows and Characters' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a show' }).click();
  await page.getByLabel('Show name').fill(SHOW);
  await page.getByLabel('Audition location').fill('Savannah Recreation Center');
  await page.getByLabel('Description').fill('Seventy-six trombones.');
  await fillCharacter(page, 1, 'Harold Hill', 'Male', '30s-50s', 'charming con man');
  await page.getByRole('button', { name: 'Add a character' }).click();
  await fillCharacter(page, 2, 'Marian Paroo', 'Female', '20s-40s', 'the librarian');
  await page.getByRole('button', { name: 'Add a character' }).click();
  await fillCharacter(page, 3, 'Mayor Shinn', 'Any', '50s-70s', 'blustering');
  await fillAuditionDate(page, 1, theaterDay(10), '13:00', '16:00');
  await page.getByRole('button', { name: 'Add an audition date' }).click();
  await fillAuditionDate(page, 2, theaterDay(12), '18:30', '21:00');
  await page.getByRole('button', { name: 'Add show' }).click();
  await expect(page.getByTestId('screen-manage-shows').getByText(`${SHOW} saved.`)).toBeVisible();
  const entry = page.getByTestId('show-entry').filter({ hasText: SHOW });
  await expect(entry).toContainText('Harold Hill, Marian Paroo, Mayor Shinn');
  await expect(entry).toContainText('1:00 PM - 4:00 PM');
  await expect(entry).toContainText('6:30 PM - 9:00 PM');

  await page.goto('/calendar-categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Categories' })).toBeVisible();
  const addCategory = page.getByRole('form', { name: 'Add a category' });
  await addCategory.getByLabel('Category name').fill(CATEGORY);
  await addCategory.getByLabel('Teal').check();
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByTestId('screen-calendar-categories').getByText(`Category ${CATEGORY} added.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: `Retire ${CATEGORY}` })).toBeVisible();

  await page.goto('/play-reading');
  await page.getByRole('button', { name: 'Add a play reading' }).click();
  const newReading = page.getByRole('form', { name: 'New play reading' });
  await newReading.getByLabel('Title').fill(READING);
  await newReading.getByLabel('Date', { exact: true }).fill(READING_DAY);
  await newReading.getByLabel('Starts at').fill('14:00');
  await newReading.getByLabel('Ends at').fill('16:00');
  await newReading.getByLabel('Location').fill('Laurel Manor Recreation Center');
  await newReading.getByLabel('Address').fill('1985 Laurel Manor Dr, The Villages, FL 32162');
  await newReading.getByLabel('Description').fill('Scripts provided.');
  await newReading.getByRole('button', { name: 'Add play reading' }).click();
  await expect(page.getByTestId('play-reading-event').filter({ hasText: READING })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, accounts.member);
  await member.goto('/audition-application');
  const card = member.getByTestId(`group-${SHOW}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Pre-Register for this Audition' }).click();
  await expect(member.getByRole('heading', { name: `${SHOW} Audition Pre-Registration` })).toBeVisible();
  const dates = member.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox');
  await expect(dates).toHaveCount(2);
  await dates.first().check();
  await member.getByLabel(/Mayor Shinn/).check();
  await member.getByLabel('Yes', { exact: true }).check();
  await member.getByLabel('Mobile').fill('352-555-0142');
  await member.getByLabel('Recent Theater Bio:').fill('Marcellus in "The Music Man" (2015).');
  await member.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  await expect(member.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  await member.goto('/play-reading');
  const reading = member.getByTestId('play-reading-event').filter({ hasText: READING });
  await reading.getByRole('button', { name: "Yes, I'll attend" }).click();
  await expect(reading.getByText("You're attending this play reading!")).toBeVisible();
  await memberContext.close();

  // The Admin's audition table shows the new character chosen.
  await page.goto('/audition-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Audition Submissions' })).toBeVisible();
  await expect(page.getByText('Mayor Shinn').first()).toBeVisible();
});
