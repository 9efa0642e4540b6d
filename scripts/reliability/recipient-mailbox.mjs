// What both SMTP sinks keep (the reliability suite's in-process one and the deployed stack's MailDev reader):
// every message per recipient, read through the interface scripts/reliability/campaign-count.mjs counts with.

export class RecipientMailbox {
  /** recipient address (lower case) → messages { subject, messageId, at (arrival, ms), ... } */
  #byRecipient = new Map();
  total = 0;

  /** Files one copy of `message` under each address, as the SMTP envelope's recipients each got one. */
  add(message, addresses) {
    for (const address of addresses) {
      const key = address.toLowerCase();
      if (!this.#byRecipient.has(key)) this.#byRecipient.set(key, []);
      this.#byRecipient.get(key).push(message);
      this.total += 1;
    }
  }

  clear() {
    this.#byRecipient = new Map();
    this.total = 0;
  }

  /** Messages to `address` whose subject contains `subjectPart`. */
  messagesTo(address, subjectPart = '') {
    return (this.#byRecipient.get(address.toLowerCase()) ?? []).filter((message) => message.subject.includes(subjectPart));
  }

  /** How many messages whose subject contains `subjectPart` each recipient got. */
  countsBySubject(subjectPart) {
    const counts = new Map();
    for (const [address, messages] of this.#byRecipient) {
      const n = messages.filter((message) => message.subject.includes(subjectPart)).length;
      if (n) counts.set(address, n);
    }
    return counts;
  }
}
