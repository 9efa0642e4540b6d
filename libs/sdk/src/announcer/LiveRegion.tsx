import { useSyncExternalStore } from 'react';
import { getAnnouncements, subscribeAnnouncements, type Politeness } from './announcer-store';

function Region({ politeness }: { politeness: Politeness }) {
  const announcements = useSyncExternalStore(subscribeAnnouncements, getAnnouncements, getAnnouncements);
  return (
    // The regions are always in the page, empty at first: screen readers ignore live regions that appear together
    // with their text, which is why an alert mounted on the fly is often not read.
    <div className="visually-hidden" aria-live={politeness} aria-relevant="additions text" data-testid={`live-region-${politeness}`}>
      {announcements
        .filter((announcement) => announcement.politeness === politeness)
        .map((announcement) => (
          <p key={announcement.id}>{announcement.message}</p>
        ))}
    </div>
  );
}

/** The page's two live regions, mounted once by the shell (and by a remote's standalone harness). */
export function LiveRegion() {
  return (
    <>
      <Region politeness="polite" />
      <Region politeness="assertive" />
    </>
  );
}
