import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'draft:';
/** A draft older than this is not offered (and is removed): two days cover a night's sleep and a busy day. */
export const DRAFT_MAX_AGE_MS = 48 * 60 * 60 * 1000;

/** What is stored: the answers and when they were last typed. */
interface StoredDraft<T> {
  savedAt: number;
  values: T;
}

export interface FormDraft {
  /** A draft from an earlier visit (this tab or another of this browser) is waiting to be restored or discarded. */
  offered: boolean;
  /** When the waiting draft was last typed into (epoch ms), or null. */
  savedAt: number | null;
  restore: () => void;
  discard: () => void;
  /** After a successful submit: the answers are saved, so the draft goes. */
  clear: () => void;
}

export interface FormDraftOptions {
  /**
   * Kept for every tab of this browser (local storage), the default: the sign-in link opens a new tab, and another
   * tab's Logout must not take the answers with it. False keeps it in this tab only, for a form whose draft belongs to
   * no signed-in member (an application typed on a shared computer).
   */
  acrossTabs?: boolean;
}

const storageFor = (acrossTabs: boolean): Storage => (acrossTabs ? localStorage : sessionStorage);

function readDraft<T>(storage: Storage, storageKey: string, now: number): StoredDraft<T> | null {
  try {
    const raw = storage.getItem(storageKey);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft<T>>;
    if (
      typeof stored.savedAt !== 'number' ||
      typeof stored.values !== 'object' ||
      stored.values === null ||
      now - stored.savedAt > DRAFT_MAX_AGE_MS
    ) {
      storage.removeItem(storageKey);
      return null;
    }
    return { savedAt: stored.savedAt, values: stored.values };
  } catch {
    return null;
  }
}

/**
 * Keeps what a member types into a form, so a sign-out (30 idle minutes, or Logout in another tab) does not lose it:
 * the form offers the draft back after the member signs in again, in this tab or a new one. `key` names the form and
 * whose it is (e.g. `audition:<member id>:<show>`), so a draft is offered only to the member who typed it; null turns
 * drafts off. A saved form, "Start over" or a confirmed "Leave without saving" removes the draft.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  key: string | null,
  { acrossTabs = true }: FormDraftOptions = {},
): FormDraft {
  const storageKey = key === null ? null : `${PREFIX}${key}`;
  const storage = storageFor(acrossTabs);
  const [waiting, setWaiting] = useState<StoredDraft<T> | null>(() => (storageKey ? readDraft<T>(storage, storageKey, Date.now()) : null));

  useEffect(() => {
    if (storageKey === null) return undefined;
    const subscription = form.watch((values, { name }) => {
      // Only the member's own typing (a named field) makes a draft, not a reset or the restore itself.
      if (name === undefined) return;
      try {
        storage.setItem(storageKey, JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft<typeof values>));
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, storage, storageKey]);

  const clear = useCallback(() => {
    if (storageKey) storage.removeItem(storageKey);
    setWaiting(null);
  }, [storage, storageKey]);

  const restore = useCallback(() => {
    if (waiting) form.reset({ ...form.getValues(), ...waiting.values });
    setWaiting(null);
  }, [form, waiting]);

  return { offered: waiting !== null, savedAt: waiting?.savedAt ?? null, restore, discard: clear, clear };
}
