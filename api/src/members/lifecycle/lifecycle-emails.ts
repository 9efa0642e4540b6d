import type { OfficeInfoResponse } from '@greenroom/contracts';
import type { EmailJobData } from '../../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = 'font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111';
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Tuesday, December 1, 2026' for a calendar day. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

export interface DuesReminder {
  to: string;
  firstName: string;
  duesExpire: string;
  daysBefore: number;
  unsubscribeUrl: string;
  subscriptionsUrl: string;
}

/** The renewal reminder, 30 or 7 days ahead, with how to pay and the list's own unsubscribe link. */
export function duesReminderEmail(reminder: DuesReminder, office: OfficeInfoResponse): EmailJobData {
  const due = longDate(reminder.duesExpire);
  const lines = [
    `Dear ${reminder.firstName},`,
    `Your annual membership dues of $5.00 are due by ${due}. After that day your membership becomes Expired until the dues are paid.`,
    `How to pay: ${office.duesPayment}`,
    `Questions? Write to ${office.email}${office.phone ? ` or call ${office.phone}` : ''}.`,
  ];
  const footer = 'You receive this because you are on the "Dues Renewal Reminders" list.';
  return {
    kind: 'renewal-reminder',
    to: reminder.to,
    subject: reminder.daysBefore <= 7 ? `Reminder: your membership dues are due by ${due}` : `Your membership dues are due by ${due}`,
    text: [...lines, '', footer, `Unsubscribe: ${reminder.unsubscribeUrl}`, `Manage your subscriptions: ${reminder.subscriptionsUrl}`].join('\n\n'),
    html: `<div style="${STYLE}">${paragraphs(lines)}
<p style="font-size: 16px">${escapeHtml(footer)} <a href="${escapeHtml(reminder.unsubscribeUrl)}">Unsubscribe</a> ·
<a href="${escapeHtml(reminder.subscriptionsUrl)}">Manage your subscriptions</a></p></div>`,
  };
}

export interface LifecyclePerson {
  firstName: string;
  lastName: string;
  email: string;
}

export interface LifecycleDigest {
  day: string;
  removedApplications: LifecyclePerson[];
  lapsedMembers: LifecyclePerson[];
}

function section(heading: string, people: LifecyclePerson[]): { text: string; html: string } {
  const lines = people.map((person) => `${person.firstName} ${person.lastName} (${person.email})`);
  return {
    text: [heading, ...lines.map((line) => `- ${line}`)].join('\n'),
    html: `<h2 style="font-size: 22px">${escapeHtml(heading)}</h2><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  };
}

/** The Admins' membership digest of one day: applications removed after 14 days unpaid and members who lapsed. */
export function lifecycleDigestEmail(adminEmail: string, digest: LifecycleDigest, portalUrl: string): EmailJobData {
  const sections = [
    digest.removedApplications.length
      ? section(`Applications removed (dues not paid within 14 days): ${digest.removedApplications.length}`, digest.removedApplications)
      : null,
    digest.lapsedMembers.length ? section(`Members now Expired (dues lapsed): ${digest.lapsedMembers.length}`, digest.lapsedMembers) : null,
  ].filter((part): part is { text: string; html: string } => part !== null);
  const closing = `The Dues list shows who is due and overdue: ${portalUrl}/dues-list`;
  return {
    kind: 'lapse-notice',
    to: adminEmail,
    subject: `Membership changes on ${longDate(digest.day)}`,
    text: [...sections.map((part) => part.text), closing].join('\n\n'),
    html: `<div style="${STYLE}">${sections.map((part) => part.html).join('\n')}<p>The <a href="${escapeHtml(`${portalUrl}/dues-list`)}">Dues list</a> shows who is due and overdue.</p></div>`,
  };
}
