import { formatCalendarDay, type RsvpEventKey, type RsvpSeason } from '@greenroom/contracts';
import { LoadingStatus, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { downloadSeasonAttendees } from '../api/download-season-attendees';
import { useRsvpSeasons, useSeasonAttendees } from '../api/get-rsvp-seasons';
import { AttendeeListControls } from './AttendeeListControls';

function EarlierSeason({ eventKey, season }: { eventKey: RsvpEventKey; season: RsvpSeason }) {
  const [open, setOpen] = useState(false);
  const attendees = useSeasonAttendees(eventKey, season.season, open);
  const name = `${season.season} ${season.title}`;
  return (
    <li className="mb-3">
      <p className="fs-5 mb-2">
        <strong>{name}</strong> on {formatCalendarDay(season.eventDate)}: {season.attending} said yes.
      </p>
      <AttendeeListControls
        open={open}
        onToggle={() => setOpen(!open)}
        attendees={attendees}
        download={() => downloadSeasonAttendees(eventKey, season.season)}
        labels={{ show: `Show the ${name} attendees`, hide: `Hide the ${name} attendees`, download: `Download the ${name} attendees (CSV)` }}
      />
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
