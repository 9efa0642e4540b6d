import { campaignMessage, compileCampaign } from './campaign-message';

const template = {
  id: 'c1',
  kind: 'daily',
  listName: 'Daily Event Reminders',
  fromName: 'Greenroom',
  fromEmail: 'office@greenroom.test',
  replyTo: 'office@greenroom.test',
  subject: 'Events for {{First_Name}}',
  body: '<p>Dear {{First_Name}},</p><ul><li>Rehearsal</li></ul>',
  attachments: [],
};
const recipient = {
  id: 'r1',
  email: 'ada@example.com',
  mergeValues: { First_Name: 'Ada' },
  unsubscribeUrl: 'https://portal.test/api/unsubscribe?token=t',
  subscriptionsUrl: 'https://portal.test/my-subs',
};

describe('campaignMessage', () => {
  it('sends a phone-ready document with the footer, both links and the one-click headers', () => {
    const message = campaignMessage(compileCampaign(template), recipient);
    const html = String(message.html);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('overflow-wrap:anywhere');
    expect(html).toContain('You receive this e-mail because you subscribed to “Daily Event Reminders”.');
    expect(html).toContain('<a href="https://portal.test/my-subs">My Email Subscriptions</a>');
    expect(html).toContain(
      '<br><a href="https://portal.test/my-subs">My Email Subscriptions</a> &middot; <a href="https://portal.test/api/unsubscribe?token=t">Unsubscribe</a>',
    );
    expect(message.subject).toBe('Events for Ada');
    expect(message.text).toContain('• Rehearsal');
    expect(message.text).toContain('My Email Subscriptions: https://portal.test/my-subs\nUnsubscribe: https://portal.test/api/unsubscribe?token=t');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://portal.test/api/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says why a mass e-mail comes, and has no unsubscribe for an address that is no member', () => {
    const message = campaignMessage(compileCampaign({ ...template, listName: null }), { ...recipient, unsubscribeUrl: null });
    expect(String(message.html)).toContain('You receive this e-mail as a member of the theater.');
    expect(String(message.html)).not.toContain('Unsubscribe</a>');
    expect(message.headers).toEqual({});
  });
});
