import type { CalendarCategory, CalendarEventRecord } from '@greenroom/contracts';
import { Button, Modal } from 'react-bootstrap';
import { formatDay } from '../../../common/event-time';
import { EventChip } from './EventChip';

interface DayEventsDialogProps {
  date: string;
  events: CalendarEventRecord[];
  categories: CalendarCategory[];
  onOpenEvent: (event: CalendarEventRecord) => void;
  onClose: () => void;
}

/** What "+N more" opens: every event of one day, each opening its details. */
export function DayEventsDialog({ date, events, categories, onOpenEvent, onClose }: DayEventsDialogProps) {
  return (
    <Modal show onHide={onClose} aria-labelledby="day-events-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="day-events-title">{formatDay(date)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {events.map((event) => (
            <li key={event.id}>
              <EventChip event={event} day={date} categories={categories} onOpen={onOpenEvent} />
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
