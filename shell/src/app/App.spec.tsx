import { featureWindowsRoute, membersNavRoute, routeKey } from '@greenroom/contracts';
import { clearSession, resetMenu, signIn } from '@greenroom/sdk';
import { act, render, screen } from '@testing-library/react';
import type { RemoteModuleProps } from '../remotes';
import { memberFixture, navigationRecordFixture, stubApi } from '@greenroom/testing';
import App from './App';

jest.mock('../remotes', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    RemoteModule: ({ remote }: RemoteModuleProps) => createElement('p', null, remote),
    RemoteWidget: ({ remote }: RemoteModuleProps) => createElement('p', null, remote),
  };
});

const MINUTE = 60 * 1000;

describe('App session wiring', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearSession();
    resetMenu();
    stubApi({
      [routeKey(membersNavRoute)]: () =>
        Response.json({
          records: [navigationRecordFixture('n1', { Title: 'My Information', Url: '/my-information' })],
        }),
      [routeKey(featureWindowsRoute)]: () => Response.json({ windows: [] }),
    });
  });
  afterEach(() => jest.useRealTimers());

  it('signs the member out to /login after 30 minutes without a click or key, not before', async () => {
    signIn(memberFixture(), 'tok');
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(29 * MINUTE));
    expect(screen.getByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2 * MINUTE));
    expect(await screen.findByText('Please enter your email to access your member information')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
