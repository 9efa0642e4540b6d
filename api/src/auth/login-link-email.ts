import { LOGIN_LINK_TTL_MINUTES } from '@greenroom/contracts';
import type { EmailJobData } from '../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The sign-in e-mail: one large button, the plain link as a fallback, and how long it works. */
export function loginLinkEmail(to: string, firstName: string, link: string): EmailJobData {
  const name = escapeHtml(firstName);
  const href = escapeHtml(link);
  return {
    kind: 'sign-in-link',
    to,
    subject: 'Your Greenroom login link',
    text: [
      `Hello ${firstName},`,
      '',
      'Open this link to sign in to the Greenroom members portal:',
      link,
      '',
      `The link works once and for ${LOGIN_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    ].join('\n'),
    html: `<div style="font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111">
<p>Hello ${name},</p>
<p>Press the button to sign in to the Greenroom members portal.</p>
<p><a href="${href}" style="display: inline-block; padding: 16px 28px; background: #0b5394; color: #fff; text-decoration: none; border-radius: 6px; font-weight: bold">Sign in to Greenroom</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${href}">${href}</a></p>
<p>The link works once and for ${LOGIN_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</div>`,
  };
}
