import { expect, test, type Page } from '@playwright/test';
import { verifyPathFrom, waitForMailTo } from '../support/mail-catcher';
import { theaterDay, OPEN_WINDOW, setHolidayWindow } from '../support/holiday-window';
import { accounts, signIn, signInLinkFor } from '../support/sign-in';

/** Resolves with the text of the next window.alert and accepts it. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
}

test('a member signs in with the link from the mail catcher and sees only the menu their permission allows', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Please enter your email to access your member information')).toBeVisible();
  const since = new Date();
  await page.getByLabel(/email/i).fill('  Member@Greenroom.test ');
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('Login Link Sent!')).toBeVisible();

  const mail = await waitForMailTo(accounts.member, since);
  await page.goto(verifyPathFrom(mail));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Member Dashboard' })).toBeVisible();

  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'My Information' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Event Calendar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mass Email' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Member Log Report' })).toHaveCount(0);
  await expect(page.getByText(accounts.member)).toBeVisible();

  const alert = nextAlert(page);
  await page.goto('/mass-email');
  expect(await alert).toBe('You do not have permission to access this feature.');
  await expect(page).toHaveURL(/\/my-information$/);
});

test('a sign-in link spends its token once and fetches each file of the portal once, preloaded or not', async ({ page }) => {
  const link = await signInLinkFor(accounts.board);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Member Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requests.filter((request) => request === 'POST /api/auth/verify-token')).toHaveLength(1);
  const files = requests.filter((request) => /\.(js|css)$/.test(request));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
});

test('a used link cannot sign in twice', async ({ page }) => {
  const since = new Date();
  await signIn(page, accounts.leader);
  const mail = await waitForMailTo(accounts.leader, since);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(verifyPathFrom(mail));
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('This login link has already been used, and each link works only once.', { exact: false })).toBeVisible();
  await expect(page.getByText('Verification failed.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
});

test('an e-mail shared by two members offers one name button each', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(accounts.family);
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('Multiple members share this email. Please select your name:')).toBeVisible();
  const nameButtons = page.getByTestId('member-choice');
  await expect(nameButtons).toHaveCount(2);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByLabel(/email/i)).toHaveValue('');
});

test('picking a name on a shared e-mail sends that member the link', async ({ page }) => {
  await page.goto('/login');
  const since = new Date();
  await page.getByLabel(/email/i).fill(accounts.family);
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await page.getByRole('button', { name: 'Ruth' }).click();
  await expect(page.getByText('Login Link Sent!')).toBeVisible();

  const mail = await waitForMailTo(accounts.family, since);
  await page.goto(verifyPathFrom(mail));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Signed in member' }).getByText('Ruth Abernathy')).toBeVisible();
});

test('a windowed route before its window sends the member back with the spec message, and the menu says when it opens', async ({ browser, page }) => {
  await setHolidayWindow(browser, theaterDay(10), theaterDay(20));
  try {
    await signIn(page, accounts.member);
    const opensOn = new Date(`${theaterDay(10)}T12:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await expect(page.getByRole('link', { name: `Holiday Party RSVP Opens ${opensOn}` })).toBeVisible();
    const alert = nextAlert(page);
    await page.goto('/holiday-party');
    expect(await alert).toBe(`This feature will become available on ${opensOn}.`);
    await expect(page).toHaveURL(/\/my-information$/);
  } finally {
    await setHolidayWindow(browser, OPEN_WINDOW.startsOn, OPEN_WINDOW.endsOn);
  }
});

test('thirty idle minutes sign the member out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, accounts.board);
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/);
});
