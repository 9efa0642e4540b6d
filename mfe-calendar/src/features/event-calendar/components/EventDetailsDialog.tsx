import { categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import { Badge, Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { durationLine, formatFullDate } from '../../../common/event-time';

interface EventDetailsDialogProps {
  event: CalendarEventRecord;
  categories: CalendarCategory[];
  canEdit: boolean;
  onEdit: () => void;
  onClose: () => void;
}

export function EventDetailsDialog({ event, categories, canEdit, onEdit, onClose }: EventDetailsDialogProps) {
  const { fields } = event;
  const colors = categoryColors(fields.Category, categories);
  return (
    <Modal show onHide={onClose} aria-labelledby="event-details-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="event-details-title">{fields.Title}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">
        <Badge className="fs-6 mb-3" style={{ backgroundColor: colors.fillColor, color: colors.textColor }} bg="">
          {fields.Category}
        </Badge>
        <p className="mb-1">{formatFullDate(fields.StartDateTime)}</p>
        <p>{durationLine(fields)}</p>
        {fields.Location && <p>Location: {fields.Location}</p>}
        {fields.Page && <p>Answers and changes are on its own page.</p>}
        {fields.Details && (
          <div>
            <h3 className="h6 mb-1">Details</h3>
            <p className="mb-0">{fields.Details}</p>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        {/* The theater's own events are kept on their own screens: a way there instead of Edit. */}
        {fields.Page ? (
          <Link className="btn btn-primary" to={fields.Page.path}>
            Open the {fields.Title} page
          </Link>
        ) : (
          canEdit && <Button onClick={onEdit}>Edit</Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
