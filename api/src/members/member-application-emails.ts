import type { OfficeInfoResponse } from '@greenroom/contracts';
import type { EmailJobData } from '../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = 'font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111';

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  teams: string[];
}

/** The dues notice of /join, with the office's own words on how to pay (docs/spec-summary.md §2.9: $5.00 within 14 days). */
function duesLines(office: OfficeInfoResponse): string[] {
  return [
    'Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.',
    `How to pay: ${office.duesPayment}`,
    `Questions? Write to ${office.email}${office.phone ? ` or call ${office.phone}` : ''}.`,
  ];
}

export function applicationConfirmationEmail(applicant: Applicant, office: OfficeInfoResponse): EmailJobData {
  const teams = applicant.teams.join(', ');
  const dues = duesLines(office);
  return {
    kind: 'application-confirmation',
    to: applicant.email,
    subject: 'We received your membership application',
    text: [
      `Dear ${applicant.firstName},`,
      '',
      'Thank you for applying to join our theater company. Your application has been received.',
      `Teams you chose: ${teams}.`,
      '',
      'Next steps: an administrator verifies your residency and membership dues, then e-mails you when your membership is active. You can then sign in to the members portal with this e-mail address.',
      '',
      ...dues,
    ].join('\n'),
    html: `<div style="${STYLE}"><p>Dear ${escapeHtml(applicant.firstName)},</p>
<p>Thank you for applying to join our theater company. Your application has been received.</p>
<p>Teams you chose: ${escapeHtml(teams)}.</p>
<p>Next steps: an administrator verifies your residency and membership dues, then e-mails you when your membership is active. You can then sign in to the members portal with this e-mail address.</p>
${dues.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}</div>`,
  };
}

/** The Admins' digest: every application of the window, each with a link to its record on the edit screen. */
export function applicationDigestEmail(adminEmail: string, applicants: Applicant[], portalUrl: string): EmailJobData {
  const count = applicants.length === 1 ? '1 new membership application' : `${applicants.length} new membership applications`;
  const entries = applicants.map((applicant) => ({
    line: `${applicant.firstName} ${applicant.lastName} (${applicant.email}) applied to join. Teams: ${applicant.teams.join(', ')}.`,
    link: `${portalUrl}/edit-member-details/${encodeURIComponent(applicant.email)}`,
  }));
  return {
    kind: 'application-notice',
    to: adminEmail,
    subject: `${count} to review`,
    text: [`${count}:`, ...entries.map((entry) => `${entry.line}\nReview the application: ${entry.link}`)].join('\n\n'),
    html: `<div style="${STYLE}"><p>${count}:</p><ul>${entries
      .map(
        (entry) => `<li style="margin-bottom: 16px">${escapeHtml(entry.line)}<br><a href="${escapeHtml(entry.link)}">Review the application</a></li>`,
      )
      .join('')}</ul></div>`,
  };
}
