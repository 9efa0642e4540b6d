import type { EmailJobData } from '../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = 'font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111';

export interface ActivatedMember {
  to: string;
  firstName: string;
  portalUrl: string;
}

/** The e-mail the application's confirmation promised: "an administrator … e-mails you when your membership is active". */
export function membershipActiveEmail({ to, firstName, portalUrl }: ActivatedMember): EmailJobData {
  const lines = [
    `Dear ${firstName},`,
    'Welcome! Your membership is now active.',
    `You can sign in to the members portal with this e-mail address (${to}): open ${portalUrl}/login and ask for a sign-in link.`,
  ];
  return {
    kind: 'membership-active',
    to,
    subject: 'Your membership is active',
    text: lines.join('\n\n'),
    html: `<div style="${STYLE}">${lines
      .slice(0, 2)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        '\n',
      )}<p>You can sign in to the members portal with this e-mail address (${escapeHtml(to)}): open <a href="${escapeHtml(`${portalUrl}/login`)}">the members portal</a> and ask for a sign-in link.</p></div>`,
  };
}
