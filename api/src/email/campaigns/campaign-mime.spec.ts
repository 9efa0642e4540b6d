import { simpleParser, type ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { campaignMessage, compileCampaign, type CampaignTemplate, type RecipientCopy } from './campaign-message';
import { campaignFrame, rawCopy } from './campaign-mime';

const template: CampaignTemplate = {
  id: 'c1',
  kind: 'mass',
  listName: null,
  fromName: 'Greenroom Players',
  fromEmail: 'office@greenroom.test',
  replyTo: 'office@greenroom.test',
  subject: 'Rehearsal news for {{First_Name}}',
  body: '<p>Dear {{First_Name}},</p><p>Rehearsal moves to Thursday.</p>',
  attachments: [],
};
const recipient: RecipientCopy = {
  id: '5b0e8a4c-8f51-4d2f-9a57-0d7a3c1f2e11',
  email: 'ada.lovelace@example.com',
  mergeValues: { First_Name: 'Ada' },
  unsubscribeUrl: `https://portal.test/api/unsubscribe?token=${'t'.repeat(180)}`,
  subscriptionsUrl: 'https://portal.test/my-subs',
};

/** What a mail client reads of a message: every header but the ones each composition sets anew, the parts, the files. */
function asRead(mail: ParsedMail) {
  const headers = [...mail.headers.entries()].filter(([key]) => !['date', 'content-type', 'mime-version'].includes(key));
  return {
    headers: Object.fromEntries(headers),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map(({ filename, contentType, contentDisposition, content }) => ({
      filename,
      contentType,
      contentDisposition,
      content,
    })),
  };
}

/** The same copy as nodemailer composes it from the message, and as the worker writes it into the campaign's frame. */
async function bothWays(campaign: CampaignTemplate, copy: RecipientCopy) {
  const compiled = compileCampaign(campaign);
  const message = campaignMessage(compiled, copy);
  const composed = await new MailComposer(message).compile().build();
  const framed = rawCopy(await campaignFrame(compiled), message);
  return { composed: await simpleParser(composed), framed: await simpleParser(framed.raw), envelope: framed.envelope };
}

describe('a campaign copy written into its frame', () => {
  it('reads as the message nodemailer composes: headers, both parts and the envelope', async () => {
    const { composed, framed, envelope } = await bothWays(template, recipient);
    expect(asRead(framed)).toEqual(asRead(composed));
    expect(framed.subject).toBe('Rehearsal news for Ada');
    expect(framed.messageId).toBe(`<${recipient.id}@campaign.greenroom>`);
    expect(framed.headers.get('list')).toMatchObject({ unsubscribe: { url: recipient.unsubscribeUrl } });
    expect(envelope).toEqual({ from: 'office@greenroom.test', to: [recipient.email] });
  });

  it('keeps accents, other scripts, long lines and attachments intact', async () => {
    const campaign: CampaignTemplate = {
      ...template,
      listName: 'Théâtre « Les Amis »',
      fromName: 'Le Théâtre de Zoë',
      subject: '{{First_Name}}, 早上好: la répétition de « Cyrano » est déplacée au jeudi 3 décembre à 19 h 30 précises',
      body: `<p>Chère {{First_Name}},</p><p>${'Ünïcödé wörds and a véry long line '.repeat(20)}</p><p>שלום · مرحبا · 🎭</p>`,
      attachments: [
        { filename: 'Programme été.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 programme') },
        { filename: 'seating chart.png', contentType: 'image/png', content: Buffer.alloc(5000, 7) },
      ],
    };
    const copy = { ...recipient, mergeValues: { First_Name: 'Zoë-Björk' }, unsubscribeUrl: null };
    const { composed, framed } = await bothWays(campaign, copy);
    expect(asRead(framed)).toEqual(asRead(composed));
    expect(framed.subject).toMatch(/^Zoë-Björk, 早上好: la répétition/);
    expect(framed.from?.value).toEqual([{ name: 'Le Théâtre de Zoë', address: 'office@greenroom.test' }]);
    expect(framed.html).toContain('שלום · مرحبا · 🎭');
    expect(framed.attachments.map((file) => file.filename)).toEqual(['Programme été.pdf', 'seating chart.png']);
    expect(framed.headers.has('list-unsubscribe')).toBe(false);
  });

  it('ends every line in CRLF and keeps the parts in lines of 76 (a long link in a header stays whole, as nodemailer keeps it)', async () => {
    const compiled = compileCampaign({ ...template, body: `<p>${'x'.repeat(2000)}</p>` });
    const framed = rawCopy(await campaignFrame(compiled), campaignMessage(compiled, recipient)).raw.toString('latin1');
    expect(framed).not.toMatch(/[^\r]\n|\r(?!\n)/);
    const body = framed.slice(framed.indexOf('\r\n\r\n'));
    expect(Math.max(...body.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(76);
    expect(Math.max(...framed.split('\r\n').map((line) => line.length))).toBeLessThan(998);
  });
});
