import type { EmailRunHistory as History } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { EmailRunHistory } from './EmailRunHistory';

const HISTORY: History = {
  from: '2026-08-29',
  to: '2026-11-26',
  timeZone: 'America/New_York',
  runs: [
    { ranAt: '2026-11-23T12:00:00.000Z', day: '2026-11-23', type: 'weekly', sent: 12, failed: 0 },
    { ranAt: '2026-11-25T12:00:00.000Z', day: '2026-11-25', type: 'daily', sent: 38, failed: 2 },
  ],
};

const withHistory = (answer: () => Response) => {
  signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
  stubApi({ 'GET /api/email-run-history': answer });
  renderScreen(<EmailRunHistory />);
};

describe('EmailRunHistory', () => {
  beforeEach(() => clearSession());

  it('draws the runs as a described chart and lists the same numbers in a table, newest first', async () => {
    withHistory(() => Response.json(HISTORY));
    // The chart's code arrives lazily, as in the browser.
    const chart = await screen.findByRole('img', { name: /^Bar chart of 2 e-mail runs/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleName(
      'Bar chart of 2 e-mail runs in the last 90 days: 50 messages sent, 2 messages failed, in 1 run. The same numbers are in the table below.',
    );
    // The two kinds are told apart by their fill (solid, stripes) and named in words, not by colour alone.
    expect(screen.getByText('Sent (solid bars)')).toBeInTheDocument();
    expect(screen.getByText('Failed (striped bars)')).toBeInTheDocument();
    expect(chart.querySelectorAll('rect[fill^="url(#"]')).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Sent and failed per run, Aug 29, 2026 to Nov 26, 2026, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nov 25, 7:00 AM', 'Daily', '38', '2'],
      ['Nov 23, 7:00 AM', 'Weekly', '12', '0'],
    ]);
  });

  it('says so when there was no run in the window, with no empty chart', async () => {
    withHistory(() => Response.json({ ...HISTORY, runs: [] }));
    expect(await screen.findByText('No e-mail runs in the last 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells the admin when the runs could not be loaded', async () => {
    withHistory(() => Response.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }));
    expect(await screen.findByText('Failed to load the e-mail runs of the last 90 days.')).toBeInTheDocument();
  });
});
