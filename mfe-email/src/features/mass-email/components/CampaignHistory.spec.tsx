import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeKey, routeUrl, campaignMessageRoute, campaignsRoute } from '@greenroom/contracts';
import { renderScreen, stubApi } from '@greenroom/testing';
import { CampaignHistory } from './CampaignHistory';

const CAMPAIGN = {
  id: 'c-1',
  kind: 'mass',
  subject: 'Props call',
  createdAt: '2026-11-20T15:00:00.000Z',
  createdBy: 'Margaret Hale',
  total: 2,
  queued: 0,
  sent: 1,
  failed: 1,
  finished: true,
  failures: [{ email: 'bo@example.com', reason: '550 no such user' }],
};

describe('CampaignHistory', () => {
  it('opens a sent e-mail to show its subject, body, recipients and delivery', async () => {
    stubApi({
      [routeKey(campaignsRoute)]: () => Response.json({ campaigns: [CAMPAIGN] }),
      [`GET ${routeUrl(campaignMessageRoute, { id: 'c-1' })}`]: () =>
        Response.json({
          campaign: CAMPAIGN,
          fromName: 'Greenroom',
          fromEmail: 'office@greenroom.test',
          replyTo: 'office@greenroom.test',
          body: '<p>Dear {{First_Name}}, props meet on Tuesday.</p>',
          attachments: ['schedule.pdf'],
          recipients: [
            { email: 'ada@example.com', name: 'Ada Lee', status: 'sent' },
            { email: 'bo@example.com', name: 'Bo Park', status: 'failed' },
          ],
        }),
    });
    renderScreen(<CampaignHistory />);
    const open = await screen.findByRole('button', { name: 'Props call' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(open);
    const details = await screen.findByTestId('sent-email-details');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveTextContent('Delivery: 1 delivered, 1 failed, 0 waiting, of 2.');
    expect(details).toHaveTextContent('Attachments: schedule.pdf');
    expect(within(details).getByText('Dear {{First_Name}}, props meet on Tuesday.')).toBeInTheDocument();
    const bo = within(details).getByRole('row', { name: /Bo Park/ });
    expect(bo).toHaveTextContent('Failed');
  });
});
