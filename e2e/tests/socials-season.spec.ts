import { expect, test } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { theaterDay, OPEN_WINDOW, setHolidayWindow } from '../support/holiday-window';
import { accounts, signIn } from '../support/sign-in';

const MEMBER_NAME = 'Walter Brooks';

test.describe.serial('socials per season', () => {
  test.afterAll(async ({ browser }) => {
    // Later specs expect the (now next season's) page open, as the seed leaves it.
    await setHolidayWindow(browser, OPEN_WINDOW.startsOn, OPEN_WINDOW.endsOn);
  });

  test("the Admin starts next season's Holiday Party and the Member's earlier answer is not carried over", async ({ browser, page }) => {
    test.setTimeout(120_000);
    await setHolidayWindow(browser, theaterDay(-1), theaterDay(1));
    await signIn(page, accounts.member);
    await page.goto('/holiday-party');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByTestId('rsvp-confirmation')).toHaveText(/You're attending the Holiday Party/);
    await expect(page.getByTestId('attendee-list').getByText(MEMBER_NAME)).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, accounts.admin);
    await admin.goto('/rsvp-settings');
    const heading = admin.getByRole('heading', { level: 2, name: /^Holiday Party \(\d{4} season\)$/ });
    const season = Number(/\((\d{4}) season\)/.exec((await heading.textContent()) ?? '')?.[1]);
    await admin.getByRole('button', { name: "Start next season's Holiday Party" }).click();
    await admin.getByRole('button', { name: `Start the ${season + 1} season` }).click();
    await expect(admin.getByText(`The ${season + 1} Holiday Party has started with an empty attendee list.`, { exact: false })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: `Holiday Party (${season + 1} season)` })).toBeVisible();

    // The earlier season's list stays readable and downloadable.
    const earlierName = `${season} Holiday Party`;
    await admin.getByRole('button', { name: `Show the ${earlierName} attendees` }).click();
    const earlier = admin.getByRole('region', { name: 'Earlier Holiday Party seasons' });
    await expect(earlier.getByText(MEMBER_NAME)).toBeVisible();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: `Download the ${earlierName} attendees (CSV)` }).click();
    expect((await download).suggestedFilename()).toBe(`holiday-party-${season}-attendees.csv`);
    const audit = new AxeAudit(admin);
    await audit.check('RSVP Event Settings, an earlier season open');
    audit.expectClean();
    await adminContext.close();

    // The new season's page, opened for answers: the Member has not answered it yet.
    await setHolidayWindow(browser, theaterDay(-1), theaterDay(1));
    await page.goto('/holiday-party');
    await expect(page.getByTestId('rsvp-confirmation')).toHaveText('You have not answered yet. Please let us know whether you will attend.');
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('No one has said yes yet.')).toBeVisible();
  });
});
