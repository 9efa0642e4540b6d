import { type EmailTimeline as Timeline, routeKey, emailTimelineRoute } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailTimeline } from './EmailTimeline';

const TIMELINE: Timeline = {
  from: '2026-08-29',
  to: '2026-11-26',
  timeZone: 'America/New_York',
  days: [
    { day: '2026-11-23', kind: 'weekly', sent: 12, failed: 0 },
    { day: '2026-11-25', kind: 'daily', sent: 38, failed: 2 },
    { day: '2026-11-25', kind: 'renewal-reminder', sent: 3, failed: 0 },
    { day: '2026-11-26', kind: 'sign-in-link', sent: 5, failed: 1 },
  ],
};

const withTimeline = (answer: () => Response) => {
  signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
  stubApi({ [routeKey(emailTimelineRoute)]: answer });
  renderScreen(<EmailTimeline />);
};

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('EmailTimeline', () => {
  beforeEach(() => clearSession());

  it('draws every day of the 90 as a described timeline and lists the same numbers per day and per kind', async () => {
    withTimeline(() => Response.json(TIMELINE));
    // The chart's code arrives lazily, as in the browser.
    const chart = await screen.findByRole('img', { name: /^Bar chart of every kind of e-mail per day/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleName(
      'Bar chart of every kind of e-mail per day, Aug 29 to Nov 26: 58 messages sent on 3 days, 3 messages failed. The same numbers are in the tables below.',
    );
    // One bar group per day with mail, placed on a 90-day axis whose labels are distinct days.
    expect(chart.querySelectorAll('g > title')).toHaveLength(3);
    const labels = [...chart.querySelectorAll('.visx-axis-bottom text')].map((text) => text.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.at(-1)).toBe('Nov 26');
    expect(screen.getByText('Sent (solid)')).toBeInTheDocument();
    expect(screen.getByText('Failed (striped, on top)')).toBeInTheDocument();

    expect(cells(screen.getByRole('table', { name: 'Every kind of e-mail per day, Aug 29, 2026 to Nov 26, 2026, newest first' }))).toEqual([
      ['Nov 26, 2026', 'Sign-in links', '5', '1'],
      ['Nov 25, 2026', 'Renewal reminders', '3', '0'],
      ['Nov 25, 2026', 'Daily events e-mail', '38', '2'],
      ['Nov 23, 2026', 'Weekly events e-mail', '12', '0'],
    ]);
    const byKind = cells(screen.getByRole('table', { name: 'Every kind of e-mail, Aug 29, 2026 to Nov 26, 2026' }));
    expect(byKind).toContainEqual(['Renewal reminders', '3', '0', 'Nov 25, 2026']);
    expect(byKind).toContainEqual(['Mass e-mails', '0', '0', 'None in 90 days']);
    expect(byKind).toHaveLength(14);
  });

  it('narrows the timeline and the day table to one kind of e-mail', async () => {
    withTimeline(() => Response.json(TIMELINE));
    await screen.findByRole('img', { name: /^Bar chart of every kind/ }, { timeout: 10_000 });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Renewal reminders');
    expect(screen.getByRole('img', { name: /^Bar chart of renewal reminders per day/ })).toHaveAccessibleName(
      'Bar chart of renewal reminders per day, Aug 29 to Nov 26: 3 messages sent on 1 day, none failed. The same numbers are in the tables below.',
    );
    expect(cells(screen.getByRole('table', { name: /^Renewal reminders per day/ }))).toEqual([['Nov 25, 2026', 'Renewal reminders', '3', '0']]);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Mass e-mails');
    expect(screen.getByText('No mass e-mails in the last 90 days.')).toBeInTheDocument();
  });

  it('says so when nothing was sent in the window, with no empty chart', async () => {
    withTimeline(() => Response.json({ ...TIMELINE, days: [] }));
    expect(await screen.findByText('No e-mail was sent in the last 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells the admin when the timeline could not be loaded', async () => {
    withTimeline(() => Response.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }));
    expect(await screen.findByText('Failed to load the e-mail sent in the last 90 days.')).toBeInTheDocument();
  });
});
