import { formatCalendarDay } from '@greenroom/contracts';
import type { EmailJobData } from '../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface RsvpConfirmation {
  to: string;
  firstName: string;
  eventTitle: string;
  /** One line each: date, time, place, written as the page writes them. */
  eventLines: string[];
  attending: boolean;
  /** The last day (yyyy-mm-dd) the page takes an answer: the e-mail promises no later change than the page allows. */
  answerUntil: string;
}

/** The confirmation after an RSVP changes: what was recorded, and until when the member can change it on the portal. */
export function rsvpConfirmationEmail({ to, firstName, eventTitle, eventLines, attending, answerUntil }: RsvpConfirmation): EmailJobData {
  const answer = attending
    ? `You're on the list for ${eventTitle}. We look forward to seeing you!`
    : `We have recorded that you will not attend ${eventTitle}. We'll miss you!`;
  const closing = `You can change your answer on the Greenroom members portal until ${formatCalendarDay(answerUntil)}.`;
  return {
    kind: 'rsvp-confirmation',
    to,
    subject: `RSVP ${attending ? 'confirmed' : 'updated'}: ${eventTitle}`,
    text: [`Hello ${firstName},`, '', answer, '', ...eventLines, '', closing].join('\n'),
    html: `<div style="font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(firstName)},</p>
<p><strong>${escapeHtml(answer)}</strong></p>
<p>${eventLines.map(escapeHtml).join('<br>')}</p>
<p>${closing}</p>
</div>`,
  };
}
