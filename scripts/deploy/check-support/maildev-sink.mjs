// The deployed stack's SMTP sink is MailDev in a container; the reliability suite counts with its own in-process
// sink (scripts/reliability/mail-sink.mjs). This gives MailDev's messages the same reading interface, so both
// count a campaign with the same code (scripts/reliability/campaign-count.mjs). The messages are read over
// MailDev's REST API: `refresh()` takes a fresh copy, the other methods read that copy.

/** How coarse the arrival times read from MailDev are. */
export const TIME_RESOLUTION_MS = 1000;

export class MailDevSink {
  /** recipient address (lower case) → messages { subject, messageId, at (arrival, ms) } */
  #byRecipient = new Map();
  total = 0;

  /** `mail`: the stack's MailSinkClient (stack.mail). */
  constructor(mail) {
    this.mail = mail;
  }

  async refresh() {
    const byRecipient = new Map();
    let total = 0;
    for (const message of await this.mail.messages()) {
      // The SMTP envelope's recipients (RCPT TO), as the reliability sink counts them; the To header as a fallback.
      const recipients = message.envelope?.to?.length ? message.envelope.to : (message.to ?? []);
      // MailDev's `time` is the message's Date header when it has one (nodemailer writes it as it sends): whole
      // seconds, hence TIME_RESOLUTION_MS.
      const copy = {
        subject: message.subject ?? '',
        messageId: message.messageId ?? message.headers?.['message-id'] ?? '',
        at: new Date(message.time ?? message.date).getTime(),
      };
      for (const { address } of recipients) {
        const key = address.toLowerCase();
        if (!byRecipient.has(key)) byRecipient.set(key, []);
        byRecipient.get(key).push(copy);
        total += 1;
      }
    }
    this.#byRecipient = byRecipient;
    this.total = total;
  }

  /** Messages to `address` whose subject contains `subjectPart` (as of the last refresh). */
  messagesTo(address, subjectPart = '') {
    return (this.#byRecipient.get(address.toLowerCase()) ?? []).filter((message) => message.subject.includes(subjectPart));
  }

  /** How many messages whose subject contains `subjectPart` each recipient got (as of the last refresh). */
  countsBySubject(subjectPart) {
    const counts = new Map();
    for (const [address, messages] of this.#byRecipient) {
      const n = messages.filter((message) => message.subject.includes(subjectPart)).length;
      if (n) counts.set(address, n);
    }
    return counts;
  }
}
