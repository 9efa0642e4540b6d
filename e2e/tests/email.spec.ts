import { expect, test } from '@playwright/test';
import { caughtMail, waitForMailTo, type CaughtMail } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

interface MailWithParts extends CaughtMail {
  messageId?: string;
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe.serial('e-mail', () => {
  test('an admin sends a team a merged e-mail with a PDF, watches it finish, and each member gets exactly one', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.admin);
    await page.goto('/mass-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Mass Email' })).toBeVisible();
    await expect(page.getByLabel(/^Active \(\d+\)$/)).toBeChecked();
    await expect(page.getByLabel(/^LTM \(\d+\)$/)).toBeChecked();

    await page.getByLabel('Props', { exact: true }).check();
    const subject = `Props call ${Date.now().toString(36)}`;
    await page.getByLabel('Subject').fill(subject);
    const editor = page.getByRole('textbox', { name: 'Email content' });
    await editor.click();
    await editor.pressSequentially('Dear ');
    await page.getByLabel('Insert merge tag').selectOption('First_Name');
    await editor.pressSequentially(', props meet on Tuesday. ');
    // docs/spec-summary.md §2.9: the editor's font sizes run from 12 to 36 px; the next words are written at 24 px.
    const sizes = page.getByLabel('Font size');
    await expect(sizes.locator('option').nth(1)).toHaveText('12 px');
    await expect(sizes.locator('option').last()).toHaveText('36 px');
    await sizes.selectOption('24');
    await editor.pressSequentially('Bring a pencil.');
    await expect(editor).toContainText('Dear {{First_Name}}, props meet on Tuesday. Bring a pencil.');
    await page.getByLabel(/^Attachments/).setInputFiles({ name: 'schedule.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(/^schedule\.pdf \(1 KB\)/)).toBeVisible();

    const count = Number(await page.getByTestId('recipient-count').locator('strong').innerText());
    expect(count).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Email Preview' });
    await expect(preview.getByText(`Recipients (showing ${Math.min(count, 20)} of ${count})`)).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Send Email' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send email' });
    await expect(confirm.getByText(`Are you sure you want to send this email to ${count} members?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(page.getByTestId('campaign-counts')).toHaveText(`Finished: 0 queued, ${count} sent, 0 failed of ${count}.`, { timeout: 60_000 });
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Props', { exact: true })).not.toBeChecked();

    let mails: MailWithParts[] = [];
    await expect
      .poll(
        async () => {
          mails = ((await caughtMail()) as MailWithParts[]).filter((mail) => mail.subject === subject);
          return mails.length;
        },
        { timeout: 30_000 },
      )
      .toBe(count);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(count);
    for (const mail of mails) {
      expect(mail.html).toMatch(/Dear [^{<]+, props meet on Tuesday\./);
      expect(mail.html).toContain('<span style="font-size:24px">Bring a pencil.</span>');
      expect(mail.html).not.toContain('{{First_Name}}');
      expect(mail.attachments?.map((attachment) => attachment.fileName ?? attachment.generatedFileName)).toEqual(['schedule.pdf']);
    }
  });

  test('a member changes their e-mail subscriptions', async ({ page }) => {
    await signIn(page, accounts.member);
    await page.goto('/my-subs');
    await expect(page.getByRole('heading', { name: 'Email List Subscriptions' })).toBeVisible();
    const tribute = page.getByLabel('Tribute');
    const before = await tribute.isChecked();
    await tribute.setChecked(!before);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('screen-my-subs').getByText('Your email subscriptions have been updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Tribute')).toBeChecked({ checked: !before });
  });

  test('the admin enables the daily digest, sends a test digest and finds it in the logs', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/email-management');
    await expect(page.getByText(/^As an office administrator you can send test e-mails/)).toBeVisible();
    await expect(page.getByText('Daily Email Service is INACTIVE')).toBeVisible();
    await page.getByRole('button', { name: 'Enable Daily' }).click();
    // Switching on e-mails to members is asked first, with who gets them and when the first goes out.
    const confirm = page.getByRole('dialog', { name: 'Start the daily e-mail?' });
    await expect(confirm).toContainText(
      /The daily event e-mail will go to \d+ members? every day at 7:00 AM\. The first one goes out on \w+day, \w+ \d+, \d{4} at 7:00 AM\./,
    );
    await expect(page.getByText('Daily Email Service is INACTIVE')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, start daily e-mails' }).click();
    await expect(page.getByTestId('screen-email-management').getByText('Daily email scheduler enabled successfully.')).toBeVisible();
    await expect(page.getByText('Daily Email Service is ACTIVE')).toBeVisible();
    await expect(page.getByText('Scheduled to send at 7:00 AM each day')).toBeVisible();

    const since = new Date();
    const recipient = 'digest-test@greenroom.test';
    await page.getByLabel('Daily Events').check();
    // docs/spec-summary.md §2.9: prefilled with the company's address (COMPANY_EMAIL), not the admin's own.
    await expect(page.getByLabel('Test Recipient')).toHaveValue('office@greenroom.test');
    await page.getByLabel('Test Recipient').fill(recipient);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(page.getByTestId('screen-email-management').getByText(`Test email sent successfully to ${recipient}`)).toBeVisible();
    const mail = await waitForMailTo(recipient, since);
    expect(mail.subject).toContain('Daily Event Reminder');

    await page.getByLabel('Log type').selectOption('test');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh', exact: true }).click();
          return (
            (await page
              .getByTestId('email-log-viewer')
              .textContent()
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 15_000 },
      )
      .toContain(recipient);

    // The statistics (issue 36): every kind of mail on one timeline of days, with the tables under it. This test's
    // digest is a test e-mail; the sign-in that opened the session was a sign-in link.
    const byKind = page.getByRole('table', { name: /^Every kind of e-mail, / });
    const kindRow = (label: string) => byKind.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh Statistics' }).click();
          return Number(await kindRow('Test e-mails').getByRole('cell').nth(1).textContent());
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(Number(await kindRow('Sign-in links').getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
    await expect(kindRow('Renewal reminders')).toBeVisible();
    const chart = page.getByRole('img', { name: /^Bar chart of every kind of e-mail per day, / });
    await expect(chart).toBeVisible();
    const axis = await chart.locator('.visx-axis-bottom text').allTextContents();
    expect(new Set(axis).size, `one label per day, not per run: ${axis.join(', ')}`).toBe(axis.length);

    await page.getByLabel('Show').selectOption({ label: 'Sign-in links' });
    await expect(page.getByRole('img', { name: /^Bar chart of sign-in links per day, / })).toBeVisible();
    const kinds = await page
      .getByRole('table', { name: /^Sign-in links per day, / })
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Sign-in links']));
  });
});
