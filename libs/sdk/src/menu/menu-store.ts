import { membersNavRoute, type NavigationResponse } from '@greenroom/contracts';
import { ApiError, UnexpectedResponseError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import { getSession, subscribeSession } from '../session/session-store';
import { toMenuItem, type MenuItem } from './menu-item';

export type MenuState =
  | { status: 'idle'; items: MenuItem[]; error: null }
  | { status: 'loading'; items: MenuItem[]; error: null }
  | { status: 'success'; items: MenuItem[]; error: null }
  | { status: 'error'; items: MenuItem[]; error: string };

const IDLE: MenuState = { status: 'idle', items: [], error: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let state: MenuState = IDLE;
let inFlight: Promise<void> | null = null;
/** Bumped on reset so an answer for a session that has ended is dropped. */
let generation = 0;

function setState(next: MenuState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getMenu(): MenuState {
  return state;
}

export function subscribeMenu(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchMenuItems(): Promise<MenuItem[]> {
  let data: NavigationResponse;
  try {
    data = await apiFetch(membersNavRoute);
  } catch (error) {
    if (error instanceof UnexpectedResponseError) throw new Error('Invalid data format: missing records array', { cause: error });
    // docs/spec-summary.md §1.8: a non-OK status reads 'API error (status)', whatever the server said.
    if (error instanceof ApiError && error.status > 0) throw new Error(`API error (${error.status})`, { cause: error });
    throw error;
  }
  return data.records.map(toMenuItem).sort((a, b) => a.sortOrder - b.sortOrder);
}

function load(): Promise<void> {
  const mine = ++generation;
  setState({ status: 'loading', items: state.items, error: null });
  inFlight = fetchMenuItems()
    .then(
      (items) => {
        if (mine === generation) setState({ status: 'success', items, error: null });
      },
      (error: unknown) => {
        if (mine !== generation) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', items: [], error: message });
      },
    )
    .finally(() => {
      if (mine === generation) inFlight = null;
    });
  return inFlight;
}

/** Menu items are fetched once and cached for the session (docs/spec-summary.md §1.4). */
export function loadMenu(): Promise<void> {
  if (inFlight) return inFlight;
  if (state.status === 'success') return Promise.resolve();
  return load();
}

/** The sidebar's Try Again: fetch again even after a failure. */
export function reloadMenu(): Promise<void> {
  return load();
}

export function resetMenu(): void {
  generation++;
  inFlight = null;
  setState(IDLE);
}

// The cache belongs to one session: when it ends (forced or manual logout) the next member starts empty.
subscribeSession(() => {
  if (getSession().token === null && state !== IDLE) resetMenu();
});
