import { LEGACY_LOCAL_KEYS } from './storage-keys';
import { clearSession, enforceSessionRules, touchActivity } from './session-store';
import { shareSessionWithNewTabs } from './session-share';

const ACTIVITY_EVENTS = ['click', 'keydown'] as const;
const CHECK_EVERY_MS = 30 * 1000;

/** Spec: old keys in local storage are removed at start-up. */
export function removeLegacyLocalStorage(): void {
  for (const key of LEGACY_LOCAL_KEYS) localStorage.removeItem(key);
}

/**
 * Starts the client-side session rules: checked at start, on an interval and when the window regains
 * focus (timers are throttled in background tabs). A click or key refreshes lastActivity only while the
 * session is still valid, so the first click after a long absence logs out instead of reviving it.
 * Returns a function that stops watching.
 */
export function startSessionWatch(checkEveryMs: number = CHECK_EVERY_MS): () => void {
  removeLegacyLocalStorage();
  enforceSessionRules();

  const onActivity = (): void => {
    if (enforceSessionRules()) touchActivity();
  };
  const onFocus = (): void => {
    enforceSessionRules();
  };
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, true);
  window.addEventListener('focus', onFocus);
  const timer = window.setInterval(() => enforceSessionRules(), checkEveryMs);
  const stopSharing = shareSessionWithNewTabs(enforceSessionRules, () => clearSession('signed-out'));

  return () => {
    stopSharing();
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, true);
    window.removeEventListener('focus', onFocus);
    window.clearInterval(timer);
  };
}
