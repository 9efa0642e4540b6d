import type { EmailJobData } from '../mail/email-job';

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

export function applicationConfirmationEmail(applicant: Applicant): EmailJobData {
  const teams = applicant.teams.join(', ');
  return {
    to: applicant.email,
    subject: 'We received your membership application',
    text: [
      `Dear ${applicant.firstName},`,
      '',
      'Thank you for applying to join our theater company. Your application has been received.',
      `Teams you chose: ${teams}.`,
      '',
      'Next steps: an administrator verifies your residency and membership dues, then e-mails you when your membership is active. You can then sign in to the members portal with this e-mail address.',
    ].join('\n'),
    html: `<div style="${STYLE}"><p>Dear ${escapeHtml(applicant.firstName)},</p>
<p>Thank you for applying to join our theater company. Your application has been received.</p>
<p>Teams you chose: ${escapeHtml(teams)}.</p>
<p>Next steps: an administrator verifies your residency and membership dues, then e-mails you when your membership is active. You can then sign in to the members portal with this e-mail address.</p></div>`,
  };
}

export function applicationNoticeEmail(adminEmail: string, applicant: Applicant, portalUrl: string): EmailJobData {
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const link = `${portalUrl}/edit-member-details/${encodeURIComponent(applicant.email)}`;
  return {
    to: adminEmail,
    subject: `New membership application: ${name}`,
    text: `${name} (${applicant.email}) applied to join. Teams: ${applicant.teams.join(', ')}.\nReview the application: ${link}`,
    html: `<div style="${STYLE}"><p>${escapeHtml(name)} (${escapeHtml(applicant.email)}) applied to join.</p>
<p>Teams: ${escapeHtml(applicant.teams.join(', '))}.</p>
<p><a href="${escapeHtml(link)}">Review the application</a></p></div>`,
  };
}
