import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderScreen } from './render-screen';
import { stubApi } from './stub-api';

/**
 * The case every member-only screen must pass: reached with no one signed in, it shows `message` and calls no API.
 * Call inside the screen's describe block, after the session is cleared.
 */
export function itAsksToSignInFirst(title: string, RemoteRoutes: ComponentType, path: string, message: string): void {
  it(title, () => {
    const api = stubApi({});
    renderScreen(<RemoteRoutes />, path);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
}
