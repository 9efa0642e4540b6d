import { LogoutResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '../api/api-fetch';
import { resetMenu } from '../menu/menu-store';
import { clearSession, getSession } from './session-store';
import { announceSignOut } from './session-share';

/**
 * Manual logout: ends the server session, then clears all of session storage and the shared state.
 * The local sign-out happens even when the server cannot be reached: the member asked to leave.
 */
export async function logout(): Promise<void> {
  const { token } = getSession();
  if (token) {
    try {
      await apiFetch('/api/auth/logout', LogoutResponseSchema, { method: 'POST' });
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
  }
  clearSession('signed-out');
  if (token) announceSignOut(token);
  resetMenu();
}
