import { expect, test, type Page } from '@playwright/test';
import { caughtMail } from '../support/mail-catcher';
import { theaterDay, OPEN_WINDOW, setHolidayWindow } from '../support/holiday-window';
import { accounts, signIn } from '../support/sign-in';

const MEMBER_NAME = 'Walter Brooks';

function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
}

test.describe.serial('RSVPs', () => {
  test.afterAll(async ({ browser }) => {
    // Later specs expect the page open, as the seed leaves it.
    await setHolidayWindow(browser, OPEN_WINDOW.startsOn, OPEN_WINDOW.endsOn);
  });

  test('outside its window the Holiday Party page gives the guard message, and the menu says it is closed', async ({ browser, page }) => {
    await setHolidayWindow(browser, theaterDay(-40), theaterDay(-2));
    await signIn(page, accounts.member);
    await expect(page.getByRole('link', { name: 'Holiday Party RSVP Closed' })).toBeVisible();
    const alert = nextAlert(page);
    await page.goto('/holiday-party');
    expect(await alert).toBe('This feature is no longer available.');
    await expect(page).toHaveURL(/\/my-information$/);
  });

  test('inside the window set by an admin, a member answers Yes, is listed and mailed, then No removes them', async ({ browser, page }) => {
    await setHolidayWindow(browser, theaterDay(-1), theaterDay(1));
    await signIn(page, accounts.member);
    await page.goto('/holiday-party');
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday Party' })).toBeVisible();
    // The seed puts the party on the coming 25 December, whatever weekday that is.
    await expect(page.getByText(/^[A-Z][a-z]+day, December 25, \d{4}$/)).toBeVisible();

    const since = Date.now();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    // In the page, not the live region that also reads it out.
    const saved = page.locator('#main-content').getByText('Your RSVP has been updated.');
    await expect(saved).toBeVisible();
    await expect(page.getByTestId('rsvp-confirmation')).toHaveText(/You're attending the Holiday Party/);
    const list = page.getByTestId('attendee-list');
    await expect(list.getByText(MEMBER_NAME)).toBeVisible();

    await expect
      .poll(
        async () =>
          (await caughtMail()).some(
            (mail) =>
              mail.subject === 'RSVP confirmed: Holiday Party' &&
              mail.to.some((to) => to.address === accounts.member) &&
              new Date(mail.date).getTime() >= since - 1000,
          ),
        { message: 'the confirmation e-mail in the mail catcher', timeout: 30_000 },
      )
      .toBe(true);

    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByTestId('rsvp-confirmation')).toHaveText(/will not attend the Holiday Party/);
    await expect(page.getByText('No one has said yes yet.')).toBeVisible();
    await expect(list.getByText(MEMBER_NAME)).toHaveCount(0);
    // The success message goes away after 3 seconds.
    await expect(saved).toBeHidden({ timeout: 6_000 });
  });

  test('a member RSVPs to a play reading and the attendee count rises', async ({ page }) => {
    await signIn(page, accounts.member);
    await page.goto('/play-reading');
    await expect(page.getByRole('heading', { level: 1, name: 'Play Reading Events' })).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText(accounts.member);

    const card = page.getByTestId('play-reading-event').first();
    await expect(card.getByText("You're not currently attending this play reading.")).toBeVisible();
    await expect(card.getByText("No attendees have RSVP'd yet. Be the first to sign up!")).toBeVisible();
    await expect(card.getByText('Please RSVP so we can prepare accordingly.')).toBeVisible();
    await expect(card.getByText(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

    await card.getByRole('button', { name: "Yes, I'll attend" }).click();
    await expect(card.getByText("You're attending this play reading!")).toBeVisible();
    await expect(card.getByTestId('attendee-count')).toHaveText("1 member has RSVP'd to attend this play reading:");
    await expect(card.getByTestId('attendee-list').getByText(MEMBER_NAME)).toBeVisible();

    // After a reload the answer and the count come back from the server.
    await page.reload();
    const reloaded = page.getByTestId('play-reading-event').first();
    await expect(reloaded.getByText("You're attending this play reading!")).toBeVisible();
    await expect(reloaded.getByTestId('attendee-count')).toHaveText("1 member has RSVP'd to attend this play reading:");
  });
});
