import { useSession } from '@greenroom/sdk';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTextSize, storedTextSize, storeTextSize, type TextSize } from './text-size';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in member's text size, applied to the page; normal when nobody is signed in. */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const memberId = useSession().member?.id;
  const size = useSyncExternalStore(subscribe, () => storedTextSize(memberId));

  useEffect(() => applyTextSize(size), [size]);

  const choose = useCallback(
    (next: TextSize) => {
      if (!memberId) return;
      storeTextSize(memberId, next);
      listeners.forEach((listener) => listener());
    },
    [memberId],
  );
  return [size, choose];
}
