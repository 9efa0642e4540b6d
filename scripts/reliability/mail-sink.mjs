// An SMTP server that keeps, per recipient, every message it accepted: the suite counts deliveries here,
// at the receiving end, so a message the database calls "sent" but no server got is a loss, and a second
// copy is a duplicate, whatever the sender believes.
import { createRequire } from 'node:module';
import { RecipientMailbox } from './recipient-mailbox.mjs';

const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
const { SMTPServer } = requireFromRoot('smtp-server');

function headerOf(raw, name) {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/) >>> 0);
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/** Messages are { subject, messageId, at (arrival, ms), raw }. */
export class MailSink extends RecipientMailbox {
  /** `host`: the address to listen on (a container network's gateway when containers send to it). */
  constructor(port, host = '127.0.0.1') {
    super();
    this.port = port;
    this.host = host;
    this.url = `smtp://${host}:${port}`;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Two workers with 8 connections each, plus sign-in mail from two APIs.
      maxClients: 100,
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const message = { subject: headerOf(raw, 'Subject'), messageId: headerOf(raw, 'Message-ID'), at: Date.now(), raw };
          this.add(
            message,
            session.envelope.rcptTo.map(({ address }) => address),
          );
          callback();
        });
      },
    });
  }

  start() {
    // A worker SIGKILLed mid-message resets its connections: expected here, not a reason to stop counting.
    this.server.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(this.port, this.host, resolve);
    });
  }

  stop() {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves with the newest message to `address` matching `subjectPart` that arrived after `after` messages. */
  async waitFor(address, { subjectPart = '', after = 0, timeoutMs = 15_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const messages = this.messagesTo(address, subjectPart);
      if (messages.length > after) return messages[messages.length - 1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no e-mail to ${address} (subject with "${subjectPart}") within ${timeoutMs / 1000} s`);
  }
}
