export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  id: number;
  message: string;
  politeness: Politeness;
}

/** Long enough to be read out, short enough that the region never holds a stale message a reader could find. */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;

type Listener = () => void;
const listeners = new Set<Listener>();
let announcements: readonly Announcement[] = [];
let nextId = 1;

function setAnnouncements(next: readonly Announcement[]): void {
  announcements = next;
  for (const listener of listeners) listener();
}

export function getAnnouncements(): readonly Announcement[] {
  return announcements;
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads a message out through the shell's live regions: polite ("Saved", progress) waits for the reader to
 * finish; assertive (errors) interrupts. Each message is a new node in the region, so saying the same words
 * twice is announced twice.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const announcement: Announcement = { id: nextId++, message, politeness };
  setAnnouncements([...announcements, announcement]);
  setTimeout(() => setAnnouncements(announcements.filter((candidate) => candidate !== announcement)), ANNOUNCEMENT_LIFETIME_MS);
}

/** Empties both regions (tests start from silence; a page could drop what no longer applies). */
export function clearAnnouncements(): void {
  setAnnouncements([]);
}
