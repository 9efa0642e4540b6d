import { formatCalendarDay, type RsvpEvent } from '@greenroom/contracts';
import { theaterDay } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { downloadSocialAttendees } from '../api/download-social-attendees';
import { useSocialAttendees } from '../api/get-social-attendees';
import { AttendeeListControls } from './AttendeeListControls';

/**
 * Over an event whose RSVP page has closed: says since when (last season's dates otherwise look current), and
 * offers that event's attendee list, which is still wanted after the page closed.
 */
export function ClosedEventNotice({ event, now = new Date() }: { event: RsvpEvent; now?: Date }) {
  const [showList, setShowList] = useState(false);
  const attendees = useSocialAttendees(event.key, showList);
  // Today as the theater counts days, in its served zone, wherever the admin is.
  const today = theaterDay(now);
  if (event.endsOn >= today) return null;
  const over = event.eventDate < today;
  return (
    <Alert variant="warning" className="fs-5" data-testid="closed-event-notice">
      <p className="mb-2">
        <strong>
          The RSVP page has been closed since {formatCalendarDay(event.endsOn)} (its last open day)
          {over ? `, and the event on ${formatCalendarDay(event.eventDate)} is over` : ''}.
        </strong>{' '}
        For the next event, start next season's below (this season's answers stay in its history), or set new dates and save.
      </p>
      <AttendeeListControls
        open={showList}
        onToggle={() => setShowList(!showList)}
        attendees={attendees}
        download={() => downloadSocialAttendees(event.key)}
        labels={{ show: 'Show the attendee list', hide: 'Hide the attendee list', download: 'Download attendees (CSV)' }}
        listClassName="mt-3 bg-white p-2 rounded"
      />
    </Alert>
  );
}
