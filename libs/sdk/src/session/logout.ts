import { logoutEverywhereRoute, logoutRoute } from '@greenroom/contracts';
import { apiFetch } from '../api/api-fetch';
import { resetMenu } from '../menu/menu-store';
import { clearSession, getSession } from './session-store';
import { announceSignOut } from './session-share';

/**
 * Manual logout: ends the server session (with `everywhere`, every session of the member, on every device), then
 * clears all of session storage and the shared state. The local sign-out happens even when the server cannot be
 * reached: the member asked to leave.
 */
export async function logout({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  const { token } = getSession();
  if (token) {
    try {
      await apiFetch(everywhere ? logoutEverywhereRoute : logoutRoute);
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
  }
  clearSession('signed-out');
  if (token) announceSignOut(token);
  resetMenu();
}
