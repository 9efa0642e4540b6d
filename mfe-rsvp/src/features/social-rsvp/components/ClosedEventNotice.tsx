import type { RsvpEvent } from '@greenroom/contracts';
import { LoadingStatus, messageOr, theaterDay } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { AttendeeColumns } from '../../../shared/AttendeeColumns';
import { downloadSocialAttendees } from '../api/download-social-attendees';
import { useSocialAttendees } from '../api/get-social-attendees';
import { longWeekdayDate } from './long-date';

/**
 * Over an event whose RSVP page has closed: says since when (last season's dates otherwise look current), and
 * offers that event's attendee list, which is still wanted after the page closed.
 */
export function ClosedEventNotice({ event, now = new Date() }: { event: RsvpEvent; now?: Date }) {
  const [showList, setShowList] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const attendees = useSocialAttendees(event.key, showList);
  // Today as the theater counts days, in its served zone, wherever the admin is.
  const today = theaterDay(now);
  if (event.endsOn >= today) return null;
  const over = event.eventDate < today;
  return (
    <Alert variant="warning" className="fs-5" data-testid="closed-event-notice">
      <p className="mb-2">
        <strong>
          The RSVP page has been closed since {longWeekdayDate(event.endsOn)} (its last open day)
          {over ? `, and the event on ${longWeekdayDate(event.eventDate)} is over` : ''}.
        </strong>{' '}
        For the next event, start next season's below (this season's answers stay in its history), or set new dates and save.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-dark" aria-expanded={showList} onClick={() => setShowList(!showList)}>
          {showList ? 'Hide the attendee list' : 'Show the attendee list'}
        </Button>
        <Button
          variant="outline-dark"
          onClick={() => {
            setDownloadError(null);
            downloadSocialAttendees(event.key).catch((cause: unknown) => setDownloadError(messageOr(cause, 'Failed to fetch attendees')));
          }}
        >
          Download attendees (CSV)
        </Button>
      </div>
      {downloadError && <p className="text-danger mt-2 mb-0">{downloadError}</p>}
      {showList && (
        <div className="mt-3 bg-white p-2 rounded">
          {attendees.isFetching && !attendees.data && <LoadingStatus>Loading attendee list...</LoadingStatus>}
          {attendees.isError && <p className="text-danger mb-0">Unable to load attendee list. Please try again.</p>}
          {attendees.data && attendees.data.length === 0 && <p className="mb-0">No one said yes.</p>}
          {attendees.data && attendees.data.length > 0 && <AttendeeColumns attendees={attendees.data} />}
        </div>
      )}
    </Alert>
  );
}
