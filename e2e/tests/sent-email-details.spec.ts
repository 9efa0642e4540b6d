import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

// The office opens a sent e-mail on the iPad, upright and sideways (issue 36 item 9): the recipients' header row is
// never a card of its own, and "Recipients (n)" heads a list as wide as the message above it.
const IPAD = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
] as const;

async function sendToProps(page: Page): Promise<{ subject: string; count: number }> {
  await page.goto('/mass-email');
  await page.getByLabel('Props', { exact: true }).check();
  const subject = `Props notes ${Date.now().toString(36)}`;
  await page.getByLabel('Subject').fill(subject);
  const editor = page.getByRole('textbox', { name: 'Email content' });
  await editor.click();
  await editor.pressSequentially('Props meet on Tuesday at seven in the scene shop. Please bring a pencil and your notes.');
  const count = Number(await page.getByTestId('recipient-count').locator('strong').innerText());
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('dialog', { name: 'Send email' }).getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page.getByTestId('campaign-counts')).toHaveText(`Finished: 0 queued, ${count} sent, 0 failed of ${count}.`, { timeout: 60_000 });
  return { subject, count };
}

/** Whether a head row is drawn as a box of its own: anything but a table row taller than the 1 px of visually-hidden. */
function headRowAsBox(recipients: Locator): Promise<boolean> {
  return recipients.locator('thead tr').evaluate((row) => getComputedStyle(row).display !== 'table-row' && row.getBoundingClientRect().height > 1);
}

test('a sent e-mail on an iPad: no header-only card, and the recipients take the full width', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.admin);
  const { subject, count } = await sendToProps(page);

  for (const size of IPAD) {
    await page.setViewportSize(size);
    await page.reload();
    await page.getByRole('button', { name: subject }).click();
    const details = page.getByTestId('sent-email-details');
    const recipients = details.getByRole('region', { name: 'Recipients' });
    const caption = recipients.getByText(`Recipients (${count})`);
    await expect(caption).toBeVisible();
    // Kept beside the test's results (e2e/test-results/) for a person to look at.
    const photo = testInfo.outputPath(`sent-email-${size.width}x${size.height}.png`);
    await details.screenshot({ path: photo });
    await testInfo.attach(`sent e-mail ${size.width}x${size.height}`, { path: photo, contentType: 'image/png' });

    expect.soft(await headRowAsBox(recipients), `at ${size.width} px the head row Name / Email / Delivery is a card`).toBe(false);
    const [captionBox, detailsBox, messageBox] = await Promise.all([
      caption.boundingBox(),
      details.boundingBox(),
      details.locator('.border.rounded').boundingBox(),
    ]);
    expect(captionBox && detailsBox && messageBox).toBeTruthy();
    // Full width under the message, not a narrow column beside it.
    expect.soft(captionBox!.width, `at ${size.width} px "Recipients (${count})" is squeezed`).toBeGreaterThan(detailsBox!.width * 0.9);
    expect.soft(captionBox!.y).toBeGreaterThanOrEqual(messageBox!.y + messageBox!.height);
    for (const row of await recipients.locator('tbody tr').all()) await expect(row).toBeVisible();
  }
});
