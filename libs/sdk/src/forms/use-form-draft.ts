import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'draft:';

export interface FormDraft {
  /** A draft from an earlier visit is waiting to be restored or discarded. */
  offered: boolean;
  restore: () => void;
  discard: () => void;
  /** After a successful submit: the answers are saved, so the draft goes. */
  clear: () => void;
}

function readDraft<T>(storageKey: string): T | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what a member types into a long form in this tab's session storage, so a sign-out after 30 idle minutes
 * does not lose it: a forced logout removes only the session keys, and the form offers the draft back after the
 * member signs in again. A manual Logout clears session storage, drafts included. `key` names the form and
 * whose it is (e.g. `audition:<member id>:<show>`); null turns drafts off.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, key: string | null): FormDraft {
  const storageKey = key === null ? null : `${PREFIX}${key}`;
  const [waiting, setWaiting] = useState<T | null>(() => (storageKey ? readDraft<T>(storageKey) : null));

  useEffect(() => {
    if (storageKey === null) return undefined;
    const subscription = form.watch((values, { name }) => {
      // Only the member's own typing (a named field) makes a draft, not a reset or the restore itself.
      if (name === undefined) return;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(values));
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  const clear = useCallback(() => {
    if (storageKey) sessionStorage.removeItem(storageKey);
    setWaiting(null);
  }, [storageKey]);

  const restore = useCallback(() => {
    if (waiting) form.reset({ ...form.getValues(), ...waiting });
    setWaiting(null);
  }, [form, waiting]);

  return { offered: waiting !== null, restore, discard: clear, clear };
}
