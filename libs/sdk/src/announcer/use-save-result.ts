import { useEffect, useMemo, useState } from 'react';
import { isStaleVersion, messageOr } from '../api/api-error';
import { useAnnounce } from './use-announce';

export interface SaveResultOptions {
  /** How long the success message stays on screen before it clears itself; without it, it stays until cleared. */
  successMs?: number;
}

export interface SaveFailureTexts {
  /** messageOr's `fallback`: a call that got an answer without a message. */
  failed: string;
  /** messageOr's `unexpected`: a call that got no answer. */
  unexpected?: string;
}

export interface SaveResult {
  /** The success message on screen, or null. */
  success: string | null;
  /** The error message on screen, or null; it stays until cleared. */
  error: string | null;
  /** With an error: loads the stored record again (offered as "Reload" beside the error), or null. */
  reload: (() => void) | null;
  succeed: (message: string) => void;
  /** Shows an error; with `reload`, a "Reload" button beside it. */
  fail: (message: string, reload?: () => void) => void;
  /**
   * A save that threw: when someone else changed the record since it was read (409, stale version), the server's
   * words and "Reload" (the form keeps the person's typing until they press it); otherwise messageOr's text.
   */
  failSave: (error: unknown, texts: SaveFailureTexts, reload: () => void) => void;
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
  // A function in state is set through an updater, or React would call it.
  const [reload, setReload] = useState<{ run: () => void } | null>(null);

  // A new message restarts the wait; the same words again restart it only after a clear().
  useEffect(() => {
    if (!success || successMs === undefined) return undefined;
    const timer = setTimeout(() => setSuccess(null), successMs);
    return () => clearTimeout(timer);
  }, [success, successMs]);

  const actions = useMemo(() => {
    const fail = (message: string, reloadRecord?: () => void) => {
      setError(message);
      setReload(reloadRecord ? { run: reloadRecord } : null);
      announce(message, 'assertive');
    };
    return {
      succeed: (message: string) => {
        setSuccess(message);
        announce(message);
      },
      fail,
      failSave: (failure: unknown, texts: SaveFailureTexts, reloadRecord: () => void) => {
        if (isStaleVersion(failure)) fail(failure.serverMessage ?? failure.message, reloadRecord);
        else fail(messageOr(failure, texts.failed, texts.unexpected));
      },
      dismissError: () => {
        setError(null);
        setReload(null);
      },
      clear: () => {
        setSuccess(null);
        setError(null);
        setReload(null);
      },
    };
  }, [announce]);

  return { success, error, reload: error && reload ? reload.run : null, ...actions };
}
