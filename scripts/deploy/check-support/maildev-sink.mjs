// The deployed stack's SMTP sink is MailDev in a container; the reliability suite counts with its own in-process
// sink (scripts/reliability/mail-sink.mjs). This gives MailDev's messages the same reading interface, so both
// count a campaign with the same code (scripts/reliability/campaign-count.mjs). The messages are read over
// MailDev's REST API: `refresh()` takes a fresh copy, the other methods read that copy.

import { RecipientMailbox } from '../../reliability/recipient-mailbox.mjs';

/** How coarse the arrival times read from MailDev are. */
export const TIME_RESOLUTION_MS = 1000;

/** Messages are { subject, messageId, at (arrival, ms) }, as of the last `refresh()`. */
export class MailDevSink extends RecipientMailbox {
  /** `mail`: the stack's MailSinkClient (stack.mail). */
  constructor(mail) {
    super();
    this.mail = mail;
  }

  async refresh() {
    const messages = await this.mail.messages();
    this.clear();
    for (const message of messages) {
      // The SMTP envelope's recipients (RCPT TO), as the reliability sink counts them; the To header as a fallback.
      const recipients = message.envelope?.to?.length ? message.envelope.to : (message.to ?? []);
      // MailDev's `time` is the message's Date header when it has one (nodemailer writes it as it sends): whole
      // seconds, hence TIME_RESOLUTION_MS.
      const copy = {
        subject: message.subject ?? '',
        messageId: message.messageId ?? message.headers?.['message-id'] ?? '',
        at: new Date(message.time ?? message.date).getTime(),
      };
      this.add(
        copy,
        recipients.map(({ address }) => address),
      );
    }
  }
}
