import type { RsvpEventKey, RsvpSeason } from '@greenroom/contracts';
import { LoadingStatus, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { AttendeeColumns } from '../../../shared/AttendeeColumns';
import { downloadSeasonAttendees } from '../api/download-season-attendees';
import { useRsvpSeasons, useSeasonAttendees } from '../api/get-rsvp-seasons';
import { longWeekdayDate } from './long-date';

function EarlierSeason({ eventKey, season }: { eventKey: RsvpEventKey; season: RsvpSeason }) {
  const [open, setOpen] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const attendees = useSeasonAttendees(eventKey, season.season, open);
  const name = `${season.season} ${season.title}`;
  return (
    <li className="mb-3">
      <p className="fs-5 mb-2">
        <strong>{name}</strong> on {longWeekdayDate(season.eventDate)}: {season.attending} said yes.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-dark" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? `Hide the ${name} attendees` : `Show the ${name} attendees`}
        </Button>
        <Button
          variant="outline-dark"
          onClick={() => {
            setDownloadError(null);
            downloadSeasonAttendees(eventKey, season.season).catch((cause: unknown) =>
              setDownloadError(messageOr(cause, 'Failed to fetch attendees')),
            );
          }}
        >
          Download the {name} attendees (CSV)
        </Button>
      </div>
      {downloadError && <p className="text-danger mt-2 mb-0">{downloadError}</p>}
      {open && (
        <div className="mt-3">
          {attendees.isFetching && !attendees.data && <LoadingStatus>Loading attendee list...</LoadingStatus>}
          {attendees.isError && <p className="text-danger mb-0">Unable to load attendee list. Please try again.</p>}
          {attendees.data && attendees.data.length === 0 && <p className="mb-0">No one said yes.</p>}
          {attendees.data && attendees.data.length > 0 && <AttendeeColumns attendees={attendees.data} />}
        </div>
      )}
    </li>
  );
}

/** Earlier seasons of a social stay readable and downloadable after the next one starts. */
export function SeasonHistory({ eventKey, title }: { eventKey: RsvpEventKey; title: string }) {
  const seasons = useRsvpSeasons(eventKey);
  const earlier = (seasons.data ?? []).filter((season) => !season.current);
  return (
    <section aria-label={`Earlier ${title} seasons`} className="mt-4">
      <h3 className="h4">Earlier seasons</h3>
      {seasons.isPending && <LoadingStatus>Loading earlier seasons...</LoadingStatus>}
      {seasons.isError && <Alert variant="danger">{messageOr(seasons.error, 'Failed to load earlier seasons.')}</Alert>}
      {seasons.data && earlier.length === 0 && <p>None yet: this is the first season kept in the portal.</p>}
      {earlier.length > 0 && (
        <ul className="list-unstyled">
          {earlier.map((season) => (
            <EarlierSeason key={season.season} eventKey={eventKey} season={season} />
          ))}
        </ul>
      )}
    </section>
  );
}
