import { useSyncExternalStore } from 'react';
import { getMenu, subscribeMenu, type MenuState } from './menu-store';

export function useMenu(): MenuState {
  return useSyncExternalStore(subscribeMenu, getMenu, getMenu);
}
