import MailComposer from 'nodemailer/lib/mail-composer';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as quotedPrintable, wrap } from 'nodemailer/lib/qp';
import type { CampaignMessage, CompiledCampaign } from './campaign-message';

/** Where a copy's own text and HTML go in the frame: plain ASCII, so nodemailer leaves them as they are (7bit). */
const SLOT = { text: 'GREENROOMTEXTSLOT', html: 'GREENROOMHTMLSLOT' } as const;
/** The headers every copy writes for itself; the frame's stand-ins for them are dropped. */
const OWN_HEADERS = ['date', 'message-id', 'to', 'subject'];

/**
 * A campaign's MIME with a gap for each copy's own parts, composed once by nodemailer itself: From, Reply-To, the
 * structure, the boundaries and every attachment already encoded. Composing each of 10,000 copies from nothing cost
 * the worker about half its time per message (docs/performance.md, "Bulk mail").
 */
export interface CampaignFrame {
  /** The frame's own headers (From, Reply-To, MIME-Version, Content-Type), each line ending in CRLF. */
  headers: string;
  /** The body cut at the two slots: before the text, between text and HTML, after the HTML. */
  body: [string, string, string];
  /** Encodes a copy's header values exactly as nodemailer would (addresses, encoded words). */
  encoder: MimeNode;
}

/** One copy as nodemailer sends it unchanged: its envelope and its finished message. */
export interface RawCopy {
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/** The frame of a compiled campaign: its shared parts, with the copy's parts left as slots. */
export async function campaignFrame({ template, attachments }: CompiledCampaign): Promise<CampaignFrame> {
  const message = await new MailComposer({
    from: { name: template.fromName, address: template.fromEmail },
    replyTo: template.replyTo,
    to: 'frame@greenroom.invalid',
    subject: 'frame',
    messageId: '<frame@greenroom.invalid>',
    text: { content: SLOT.text, contentType: 'text/plain; charset=utf-8' },
    html: { content: SLOT.html, contentType: 'text/html; charset=utf-8' },
    attachments,
  })
    .compile()
    .build();
  const source = message.toString('latin1');
  const split = source.indexOf('\r\n\r\n');
  // A header line and its folded continuation lines (which start with white space) go together.
  const headers = source
    .slice(0, split + 2)
    .split(/\r\n(?![ \t])/)
    .filter((line) => line && !OWN_HEADERS.includes(line.slice(0, line.indexOf(':')).toLowerCase()))
    .map((line) => `${line}\r\n`)
    .join('');
  const body = source.slice(split + 4);
  const slot = (name: string) => {
    const marker = `Content-Transfer-Encoding: 7bit\r\n\r\n${name}`;
    const at = body.indexOf(marker);
    if (at === -1 || body.indexOf(marker, at + 1) !== -1) throw new Error(`the campaign frame has no single slot ${name}`);
    return { at, end: at + marker.length };
  };
  const text = slot(SLOT.text);
  const html = slot(SLOT.html);
  const encoding = 'Content-Transfer-Encoding: quoted-printable\r\n\r\n';
  return {
    headers,
    body: [body.slice(0, text.at) + encoding, body.slice(text.end, html.at) + encoding, body.slice(html.end)],
    encoder: new MimeNode(),
  };
}

/** A part's text as quoted-printable in lines of 76 ending in CRLF (SMTP refuses bare LFs), as nodemailer writes it. */
const encoded = (content: string) => wrap(quotedPrintable(Buffer.from(content.replace(/\r?\n/g, '\r\n'), 'utf8')), 76);

/**
 * One recipient's copy in its frame: campaignMessage's message (the one source of what a copy says), with its own
 * headers and its two parts filled in. The frame's From, Reply-To and attachments are the message's by construction
 * (both come from the same compiled campaign).
 */
export function rawCopy(frame: CampaignFrame, message: CampaignMessage): RawCopy {
  const own: [string, string][] = [
    ['Date', new Date().toUTCString().replace(/GMT/, '+0000')],
    ['Message-ID', message.messageId],
    ['To', message.to],
    ['Subject', message.subject],
    ...Object.entries(message.headers),
  ];
  const headers = own.map(([key, value]) => `${foldLines(`${key}: ${frame.encoder.encodeHeaderValue(key, value)}`, 76)}\r\n`).join('');
  const [beforeText, betweenParts, afterHtml] = frame.body;
  const raw = `${headers}${frame.headers}\r\n${beforeText}${encoded(message.text)}${betweenParts}${encoded(message.html)}${afterHtml}`;
  return { envelope: { from: message.from.address, to: [message.to] }, raw: Buffer.from(raw, 'latin1') };
}
