import { expect } from '@playwright/test';
import { mailUrl } from './env';

export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string }[];
  date: string;
}

/** Every message MailDev holds, newest last (its JSON API: GET /email). */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for a new message to `address` received after `since` and returns it. With `containing`, only a mail whose
 * text has it (a sign-in link, say), not another mail the portal sent that address meanwhile.
 */
export async function waitForMailTo(address: string, since: Date, containing?: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = await caughtMail();
        found = messages
          .filter((message) => message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .filter((message) => new Date(message.date).getTime() >= since.getTime() - 1000)
          .filter((message) => containing === undefined || `${message.html ?? ''}\n${message.text ?? ''}`.includes(containing))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address} in the mail catcher`, timeout: 30_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The path of the sign-in link carried by a login e-mail (/verify-login?token=…). */
export function verifyPathFrom(mail: CaughtMail): string {
  const body = `${mail.html ?? ''}\n${mail.text ?? ''}`;
  // The HTML part escapes '&' as '&#38;' (or '&amp;'): both must still carry the redirect.
  const match = body.match(/\/verify-login\?token=[A-Za-z0-9_-]{43}(?:&amp;|&#38;|&)?(?:redirect=[^"'\s<&]*)?/);
  if (!match) throw new Error(`no sign-in link in the mail "${mail.subject}"`);
  return match[0].replace(/&amp;|&#38;/g, '&');
}
