import { useEffect, useMemo, useState } from 'react';
import { useAnnounce } from './use-announce';

export interface SaveResultOptions {
  /** How long the success message stays on screen before it clears itself; without it, it stays until cleared. */
  successMs?: number;
}

export interface SaveResult {
  /** The success message on screen, or null. */
  success: string | null;
  /** The error message on screen, or null; it stays until cleared. */
  error: string | null;
  succeed: (message: string) => void;
  fail: (message: string) => void;
  /** Hides the error only: a dismissed alert, or a retry that leaves a recent success showing. */
  dismissError: () => void;
  /** Hides both, as a new save starts. */
  clear: () => void;
}

/** The result of a save as a screen shows and announces it: a success that clears itself, an error that stays. */
export function useSaveResult({ successMs }: SaveResultOptions = {}): SaveResult {
  const announce = useAnnounce();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A new message restarts the wait; the same words again restart it only after a clear().
  useEffect(() => {
    if (!success || successMs === undefined) return undefined;
    const timer = setTimeout(() => setSuccess(null), successMs);
    return () => clearTimeout(timer);
  }, [success, successMs]);

  const actions = useMemo(
    () => ({
      succeed: (message: string) => {
        setSuccess(message);
        announce(message);
      },
      fail: (message: string) => {
        setError(message);
        announce(message, 'assertive');
      },
      dismissError: () => setError(null),
      clear: () => {
        setSuccess(null);
        setError(null);
      },
    }),
    [announce],
  );

  return { success, error, ...actions };
}
