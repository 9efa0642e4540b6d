import type Mail from 'nodemailer/lib/mailer';
import { plainText } from '../email-body';
import { emailDocument } from '../email-layout';
import { escapeHtml, renderMergeTags } from '../merge-tags';

/** A stored campaign as the worker needs it to render each recipient's copy. */
export interface CampaignTemplate {
  id: string;
  kind: string;
  /** The list an unsubscribe link leaves; null means mass e-mails. */
  listName: string | null;
  fromName: string;
  fromEmail: string;
  replyTo: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface RecipientCopy {
  id: string;
  email: string;
  mergeValues: Record<string, string>;
  /** Null when there is no list to leave (a test sent to an address that is no member's). */
  unsubscribeUrl: string | null;
  /** The portal's My Email Subscriptions page. */
  subscriptionsUrl: string;
}

const FOOTER_STYLE = 'margin-top: 32px; padding-top: 12px; border-top: 1px solid #ccc; font-size: 16px; color: #444';

/** Why this member gets the e-mail: a list's subscribers, or every member for mass e-mails. */
function reason(listName: string | null): string {
  return listName === null
    ? 'You receive this e-mail as a member of the theater.'
    : `You receive this e-mail because you subscribed to “${listName}”.`;
}

/** What is the same in every recipient's copy, worked out once per campaign (the plain-text body takes an HTML parse). */
export interface CompiledCampaign {
  template: CampaignTemplate;
  /** The body as plain text with its merge tags still in: a tag is plain text, so it comes through unchanged. */
  textBody: string;
  attachments: Mail.Attachment[];
}

export function compileCampaign(template: CampaignTemplate): CompiledCampaign {
  return {
    template,
    textBody: plainText(template.body),
    attachments: template.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
      contentDisposition: 'attachment' as const,
    })),
  };
}

/** One recipient's message: nodemailer's options, with the parts every copy has (campaign-mime.ts writes them out). */
export interface CampaignMessage extends Mail.Options {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/**
 * One recipient's message. The Message-ID is derived from the recipient row, so should a send ever be
 * repeated after a crash, the mail server sees the same message again rather than a new one.
 */
export function campaignMessage({ template, textBody, attachments }: CompiledCampaign, recipient: RecipientCopy): CampaignMessage {
  const bodyHtml = renderMergeTags(template.body, recipient.mergeValues, true);
  // The links on a line of their own, set apart by a dot: run together they read as one ("My Email Subscriptions Unsubscribe").
  const unsubscribeHtml = recipient.unsubscribeUrl ? ` &middot; <a href="${escapeHtml(recipient.unsubscribeUrl)}">Unsubscribe</a>` : '';
  const footerHtml = `<p style="${FOOTER_STYLE}">${escapeHtml(reason(template.listName))}<br><a href="${escapeHtml(recipient.subscriptionsUrl)}">My Email Subscriptions</a>${unsubscribeHtml}</p>`;
  const footerText = `\n\n--\n${reason(template.listName)}\nMy Email Subscriptions: ${recipient.subscriptionsUrl}${
    recipient.unsubscribeUrl ? `\nUnsubscribe: ${recipient.unsubscribeUrl}` : ''
  }`;
  const subject = renderMergeTags(template.subject, recipient.mergeValues, false).replace(/[\r\n]+/g, ' ');
  return {
    from: { name: template.fromName, address: template.fromEmail },
    replyTo: template.replyTo,
    to: recipient.email,
    subject,
    html: emailDocument(subject, `${bodyHtml}${footerHtml}`),
    text: renderMergeTags(textBody, recipient.mergeValues, false) + footerText,
    messageId: `<${recipient.id}@campaign.greenroom>`,
    headers: recipient.unsubscribeUrl
      ? { 'List-Unsubscribe': `<${recipient.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
    attachments: attachments.map((attachment) => ({ ...attachment })),
  };
}
