import { expect, test, type Page } from '@playwright/test';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { verifyPathFrom, waitForMailTo } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

/** The new page's heading takes focus after a route change, and the tab names the page. */
async function expectPageFocus(page: Page, heading: string | RegExp, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(`${title} – Greenroom`);
}

/** Follows a link of the main menu with the keyboard alone. */
async function openFromMenu(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
  await tabTo(page, link);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
}

test.describe('with the keyboard alone', () => {
  test('a member on a shared address signs in: types the e-mail, presses Enter, chooses a name', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign In – Greenroom');
    const email = page.getByLabel('Email address');
    await tabTo(page, email);
    await expectVisibleFocus(page);
    await page.keyboard.type(accounts.family);
    const since = new Date();
    await page.keyboard.press('Enter');

    const names = page.getByTestId('member-choice');
    await expect(names).toHaveCount(2);
    await tabTo(page, names.first());
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Login Link Sent!')).toBeVisible();

    const mail = await waitForMailTo(accounts.family, since);
    await page.goto(verifyPathFrom(mail));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Member Dashboard – Greenroom');
  });

  test('a member edits and saves My Information', async ({ page }) => {
    await signIn(page, accounts.board);
    await openFromMenu(page, 'My Information');
    await expectPageFocus(page, 'My Information', 'My Information');

    await tabTo(page, page.getByRole('button', { name: 'Edit Personal Information' }));
    await page.keyboard.press('Enter');
    const mobile = page.getByLabel('Mobile');
    await tabTo(page, mobile);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('352-555-0177');
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Personal Information' })).toBeVisible();
    await expect(page.getByText('(352) 555-0177')).toBeVisible();
  });

  test('a member answers a play reading RSVP, then takes it back', async ({ page }) => {
    await signIn(page, accounts.board);
    await openFromMenu(page, 'Play Readings');
    await expectPageFocus(page, 'Play Reading Events', 'Play Reading Events');

    // The last reading, so the RSVP spec's first reading keeps no attendees.
    const card = page.getByTestId('play-reading-event').last();
    await tabTo(page, card.getByRole('button', { name: "Yes, I'll attend" }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(card.getByText("You're attending this play reading!")).toBeVisible();

    await tabTo(page, card.getByRole('button', { name: "No, I can't attend" }));
    await page.keyboard.press('Space');
    await expect(card.getByText("You're not currently attending this play reading.")).toBeVisible();
  });

  test('a member opens a calendar event and closes it, and focus returns to the event', async ({ page }) => {
    await signIn(page, accounts.member);
    await openFromMenu(page, 'Event Calendar');
    await expectPageFocus(page, 'Event Calendar', 'Event Calendar');

    const event = page
      .getByTestId('month-grid')
      .getByRole('button')
      .filter({ hasText: /\d:\d\d [AP]M/ })
      .first();
    await tabTo(page, event, { maxPresses: 120 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Focus stays with the dialog: Tab goes round its controls (past the last one, to the browser's own
    // controls, as in any web page) and never to the page behind it.
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) =>
        element.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page behind',
      );
      expect(where).not.toBe('page behind');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(event).toBeFocused();
  });

  test('a member pre-registers for an audition', async ({ page }) => {
    await signIn(page, accounts.leader);
    await openFromMenu(page, 'Audition Pre-Registration');
    await expectPageFocus(page, 'Audition Pre-Registration', 'Audition Pre-Registration');

    await tabTo(page, page.getByRole('button', { name: 'Pre-Register for this Audition' }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /Audition Pre-Registration$/ })).toBeVisible();

    const dates = page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox');
    await tabTo(page, dates.first());
    await page.keyboard.press('Space');
    await expect(dates.first()).toBeChecked();
    const characters = page.getByRole('group', { name: /character/i }).getByRole('checkbox');
    await tabTo(page, characters.first());
    await page.keyboard.press('Space');
    await expect(characters.first()).toBeChecked();
    const otherRole = page.getByLabel('Yes', { exact: true });
    await tabTo(page, otherRole);
    await page.keyboard.press('Space');
    await expect(otherRole).toBeChecked();
    await tabTo(page, page.getByLabel('Mobile'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('352-555-0190');
    await tabTo(page, page.getByLabel('Recent Theater Bio:'));
    await page.keyboard.type('Lane in "Earnest" (2021).');

    await tabTo(page, page.getByRole('button', { name: 'Submit Pre-Registration' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  });
});
