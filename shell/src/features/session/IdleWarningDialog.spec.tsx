import { myMemberRecordRoute, routeKey } from '@greenroom/contracts';
import { clearSession, LiveRegion, signIn } from '@greenroom/sdk';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, stubApi } from '@greenroom/testing';
import { IdleWarningDialog } from './IdleWarningDialog';

const MINUTE = 60_000;

describe('IdleWarningDialog', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    clearSession();
  });
  afterEach(() => jest.useRealTimers());

  it('warns at 28 idle minutes, with Stay signed in focused, and Stay asks the server and closes it', async () => {
    const api = stubApi({ [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture() }) });
    signIn(memberFixture(), 'tok');
    render(
      <>
        <IdleWarningDialog />
        <LiveRegion />
      </>,
    );
    act(() => jest.advanceTimersByTime(27 * MINUTE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(MINUTE + 1000));
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(/signed out in 1 minute 59 seconds/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent('You will be signed out in 2 minutes');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(api.calls.map((call) => call.key)).toContain(routeKey(myMemberRecordRoute));
  });

  it('shows nothing to a visitor', () => {
    render(<IdleWarningDialog />);
    act(() => jest.advanceTimersByTime(29 * MINUTE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
