import { THEATER_TIME_ZONE } from '@greenroom/contracts';
import { expect, test, type Page } from '@playwright/test';
import { AxeAudit } from '../support/axe';
import { verifyPathFrom, waitForMailTo } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

// Issue 29: a member's day without dead ends, tried as the persona would.

/** Every window.alert the page raises from now on (accepted, so nothing blocks). */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

test('a save on My Information shows its message on screen, in the saved section, which keeps the focus', async ({ page }) => {
  await signIn(page, accounts.member);
  await page.goto('/my-information');
  const section = page.getByRole('region', { name: 'Address Information' });
  await section.getByRole('button', { name: 'Edit Address Information' }).click();
  const city = section.getByLabel('City');
  // A real change (the seed may already say Lady Lake): an unchanged section closes without saving.
  await city.fill((await city.inputValue()) === 'Wildwood' ? 'Lady Lake' : 'Wildwood');
  await section.getByRole('button', { name: 'Save', exact: true }).click();

  const message = section.getByText('Address Information saved.');
  await expect(message).toBeVisible({ timeout: 1_000 });
  const box = await message.boundingBox();
  // A box, not a line of text (and not the 1-pixel copy for screen readers).
  expect(box?.height ?? 0).toBeGreaterThan(40);
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  const audit = new AxeAudit(page);
  await audit.check('/my-information, saved');
  audit.expectClean();
  // Spec: success messages vanish after 3 seconds.
  await expect(message).toBeHidden({ timeout: 6_000 });
});

for (const [role, email] of Object.entries({ Member: accounts.member, Leader: accounts.leader, Board: accounts.board, Admin: accounts.admin })) {
  test(`every menu item a ${role} sees opens for them without a refusal`, async ({ page }) => {
    await signIn(page, email);
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')))].filter((href) =>
      href.startsWith('/'),
    );
    expect(hrefs.length).toBeGreaterThan(5);
    if (role === 'Member') expect(hrefs).not.toContain('/edit-teams');
    else expect(hrefs).toContain('/edit-teams');

    const alerts = collectAlerts(page);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page, `${href} stays open`).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByText('Access Restricted'), href).toHaveCount(0);
    }
    expect(alerts).toEqual([]);
  });
}

test('after Logout, /login says so', async ({ page }) => {
  await signIn(page, accounts.member);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You are signed out.')).toBeVisible();
});

test('an unknown address is told how to join and whom to ask', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('stranger@example.org');
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('This email is not associated with any active member account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to join' })).toHaveAttribute('href', '/join');
  await expect(page.getByRole('link', { name: /@/ }).last()).toHaveAttribute('href', /^mailto:/);
});

test("the Login Failed view's button sends a new link, to the address asked before, that signs the member in", async ({ page }) => {
  const since = new Date();
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(accounts.board);
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('Login Link Sent!')).toBeVisible();
  const first = verifyPathFrom(await waitForMailTo(accounts.board, since));
  await page.goto(first);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // The old link again, as from the mail app a second time.
  await page.goto(first);
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText(/A login link works only once, and only for \d+ minutes/)).toBeVisible();
  await expect(page.getByText(`The new link goes to ${accounts.board}.`)).toBeVisible();
  const audit = new AxeAudit(page);
  await audit.check('/verify-login, failed, new link offered');
  const resent = new Date();
  // Keyboard only: Tab to the button, Enter.
  const button = page.getByRole('button', { name: 'Send me a new link' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login Link Sent!')).toBeVisible();
  await audit.check('/verify-login, new link sent');
  audit.expectClean();

  const second = verifyPathFrom(await waitForMailTo(accounts.board, resent));
  expect(second).not.toBe(first);
  await page.goto(second);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/join says how and where to pay the dues', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByText('Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.')).toBeVisible();
  await expect(page.getByTestId('dues-payment')).toContainText('How to pay:');
});

test('a second pre-registration updates the first, and the list says so', async ({ page }) => {
  const show = 'The Importance of Being Earnest';
  await signIn(page, accounts.board);
  await page.goto('/audition-application');
  const card = page.getByTestId(`group-${show}`);
  await card.getByRole('button', { name: 'Pre-Register for this Audition' }).click();
  await page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox').first().check();
  await page
    .getByRole('group', { name: /character/i })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('Mobile').fill('352-555-0111');
  await page.getByLabel('Recent Theater Bio:').fill('Miss Prism, 2022.');
  await page.getByLabel('Please list any dates you cannot attend rehearsals or performances:').fill('Away the first week of March');
  await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  await page.getByRole('button', { name: 'Return to Auditions' }).click();

  // The theater's day (New York), whatever the hour in UTC: between midnight UTC and midnight there they differ.
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: THEATER_TIME_ZONE });
  const status = card.getByTestId('pre-registration-status');
  await expect(status).toContainText(`You pre-registered on ${today}.`);
  await expect(card.getByRole('button', { name: 'Pre-Register for this Audition' })).toHaveCount(0);
  const audit = new AxeAudit(page);
  await status.getByRole('button', { name: 'View' }).click();
  await expect(status.getByText('Away the first week of March')).toBeVisible();
  await audit.check('/audition-application, pre-registered, answers shown');

  await status.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('pre-registration-saved')).toContainText(`You pre-registered on ${today}.`);
  const conflicts = page.getByLabel('Please list any dates you cannot attend rehearsals or performances:');
  await expect(conflicts).toHaveValue('Away the first week of March');
  await expect(page.getByRole('group', { name: 'Please select which date(s) you plan to attend:' }).getByRole('checkbox').first()).toBeChecked();
  await audit.check('/audition-application, form reopened');
  audit.expectClean();
  await conflicts.fill('No conflicts after all');
  await page.getByRole('button', { name: 'Submit Pre-Registration' }).click();
  await page.getByRole('button', { name: 'Return to Auditions' }).click();

  await expect(status).toContainText(`You last changed it on ${today}.`);
  await status.getByRole('button', { name: 'View' }).click();
  await expect(status.getByText('No conflicts after all')).toBeVisible();
  await expect(status.getByText('Away the first week of March')).toHaveCount(0);
});

test('"Make a new link" asks first, and Subscribe shows when a calendar app last fetched the current link', async ({ page, request }) => {
  await signIn(page, accounts.leader);
  await page.goto('/event-calendar');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
  await expect(dialog.getByRole('heading', { name: 'On an iPad or iPhone' })).toBeVisible();
  const create = dialog.getByRole('button', { name: /^(Create my link|Make a new link)$/ });
  if ((await create.textContent()) === 'Make a new link') {
    await dialog.getByRole('button', { name: 'Turn off my link' }).click();
  }
  await dialog.getByRole('button', { name: 'Create my link' }).click();
  const url = await dialog.getByLabel('Your calendar link').inputValue();
  // A calendar app fetches the link.
  expect((await request.get(url)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByTestId('current-feed-link')).toContainText('A calendar app last fetched it on');
  // Subscribing on another device shows the same link again (after asking), and the first device keeps updating.
  await dialog.getByRole('button', { name: 'Add to another device' }).click();
  await page.getByRole('dialog', { name: 'Show your calendar link?' }).getByRole('button', { name: 'Show my link' }).click();
  await expect(dialog.getByLabel('Your calendar link')).toHaveValue(url);
  await expect(dialog.getByRole('button', { name: 'Open in my calendar app' })).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  expect((await request.get(url)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
  await expect(confirm).toContainText('Your calendar app will stop updating until you add the new link.');
  const audit = new AxeAudit(page);
  await audit.check('/event-calendar, Subscribe, confirm a new link');
  // Keyboard: Cancel is first and takes Enter.
  await confirm.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  expect((await request.get(url)).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await confirm.getByRole('button', { name: 'Make a new link' }).click();
  // The link shown for the other device stays until the new one arrives.
  await expect(dialog.getByLabel('Your calendar link')).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  await audit.check('/event-calendar, Subscribe, new link');
  audit.expectClean();
});

test('the idle warning comes at 28 minutes and Stay signed in keeps the session; after a forced sign-out the member is back on the audition form with their draft', async ({
  page,
}) => {
  const show = 'The Importance of Being Earnest';
  await page.clock.install();
  await signIn(page, accounts.admin);
  await page.goto('/audition-application');
  await page.getByTestId(`group-${show}`).getByRole('button', { name: 'Pre-Register for this Audition' }).click();
  await expect(page).toHaveURL(/\/audition-application\/group-/);
  const formUrl = page.url();
  const conflicts = page.getByLabel('Please list any dates you cannot attend rehearsals or performances:');
  await conflicts.fill('Away for the Easter weekend');

  // Time shifted, not waited for.
  await page.clock.fastForward('28:00');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  // Colours are read once the dialog has faded in (mid-fade its text is blended with the backdrop).
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  const audit = new AxeAudit(page);
  await audit.check('idle warning');
  audit.expectClean();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(formUrl);
  await expect(warning).toBeHidden();

  // Nobody answers this time: warned at 28, signed out after 30.
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('sign-out-notice')).toContainText('signed out because nothing happened for 30 minutes');

  const since = new Date();
  await page.getByLabel(/email/i).fill(accounts.admin);
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('Login Link Sent!')).toBeVisible();
  await page.goto(verifyPathFrom(await waitForMailTo(accounts.admin, since)));
  await expect(page).toHaveURL(formUrl);
  await page.getByRole('button', { name: 'Restore my answers' }).click();
  await expect(conflicts).toHaveValue('Away for the Easter weekend');
});

test('a portal page opened in a second tab is signed in, and Logout in one tab signs out the other', async ({ page }) => {
  await signIn(page, accounts.member);
  const second = await page.context().newPage();
  await second.goto('/event-calendar');
  await expect(second.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
  await expect(second).toHaveURL(/\/event-calendar$/);
  // The session came from the open tab, not through the address.
  expect(second.url()).not.toMatch(/token/);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await second.close();
});
