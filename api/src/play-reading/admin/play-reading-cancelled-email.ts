import type { EmailJobData } from '../../mail-delivery/email-job';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface PlayReadingCancellation {
  to: string;
  firstName: string;
  eventTitle: string;
  /** One line each: date, time, place. */
  eventLines: string[];
}

/** Tells a member who answered Yes that the reading will not take place. */
export function playReadingCancelledEmail({ to, firstName, eventTitle, eventLines }: PlayReadingCancellation): EmailJobData {
  const news = `We are sorry: ${eventTitle} has been cancelled.`;
  const closing = 'You answered Yes to this reading, so we wanted you to know. Nothing else needs doing.';
  return {
    kind: 'reading-cancelled',
    to,
    subject: `Cancelled: ${eventTitle}`,
    text: [`Hello ${firstName},`, '', news, '', ...eventLines, '', closing].join('\n'),
    html: `<div style="font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(firstName)},</p>
<p><strong>${escapeHtml(news)}</strong></p>
<p>${eventLines.map(escapeHtml).join('<br>')}</p>
<p>${closing}</p>
</div>`,
  };
}
