import { routeKey, subscriptionChoicesRoute, updateUserSubscriptionsRoute, userSubscriptionsRoute } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { MySubscriptionsScreen } from './MySubscriptionsScreen';

const CHOICES = ['Daily Event Reminder', 'Weekly Event Reminder', 'Artifice'];

describe('MySubscriptionsScreen', () => {
  beforeEach(() => clearSession());
  afterEach(() => jest.useRealTimers());

  it('asks a visitor to log in', () => {
    renderScreen(<MySubscriptionsScreen />);
    expect(screen.getByText('Please log in to manage your email subscriptions.')).toBeInTheDocument();
  });

  it('shows the new-user state, saves the ticked lists without sending an e-mail, and hides the success after 3 s', async () => {
    signIn(memberFixture(), 'tok');
    const api = stubApi({
      [routeKey(subscriptionChoicesRoute)]: () => Response.json({ choices: CHOICES }),
      [routeKey(userSubscriptionsRoute)]: () => Response.json({ subscriptions: [], isNew: true }),
      [routeKey(updateUserSubscriptionsRoute)]: () => Response.json({ subscriptions: ['Artifice'], message: 'ok' }),
    });
    renderScreen(<MySubscriptionsScreen />);
    expect(screen.getByText('Loading subscription options...')).toBeInTheDocument();
    expect(await screen.findByText("You don't have any subscription preferences set up yet.")).toBeInTheDocument();
    expect(screen.getByText('Margaret Hale', { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Select which email lists you'd like to receive:")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Artifice'));
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your email subscriptions have been updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === routeKey(updateUserSubscriptionsRoute))?.body).toEqual({ subscriptions: ['Artifice'] });
    expect(screen.queryByText("You don't have any subscription preferences set up yet.")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Your email subscriptions have been updated successfully!')).not.toBeInTheDocument());
  });

  it('falls back to the built-in list and shows the server message of a failed save', async () => {
    signIn(memberFixture(), 'tok');
    stubApi({
      [routeKey(subscriptionChoicesRoute)]: () => Response.json({ statusCode: 500, message: 'boom' }, { status: 500 }),
      [routeKey(userSubscriptionsRoute)]: () => Response.json({ subscriptions: ['Tribute'], isNew: false }),
      [routeKey(updateUserSubscriptionsRoute)]: () => Response.json({ statusCode: 400, message: 'Unknown email list: Tribute' }, { status: 400 }),
    });
    renderScreen(<MySubscriptionsScreen />);
    expect(await screen.findByText('Failed to load subscription choices. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByLabelText('The Long Weekend')).toBeInTheDocument();
    expect(screen.getByLabelText('Tribute')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Unknown email list: Tribute')).toBeInTheDocument();
  });
});
