import type { CalendarEventRecord } from '@greenroom/contracts';
import { messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { formatDay } from '../../../lib/event-time';
import { useDeleteEvent } from '../api/delete-event';
import { useCategories } from '../api/get-categories';
import { useUpdateEvent } from '../api/update-event';
import { editEventValues, eventTimes, validateEventForm, type EventFormValues } from '../lib/event-form';
import { EventFields } from './EventFields';

interface EditEventDialogProps {
  event: CalendarEventRecord;
  onClose: () => void;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function EditEventDialog({ event, onClose }: EditEventDialogProps) {
  const categories = useCategories();
  const [values, setValues] = useState<EventFormValues>(() => editEventValues(event.fields));
  const [wholeSeries, setWholeSeries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const inSeries = event.fields.SeriesId !== null;

  const save = async (submitEvent: React.FormEvent) => {
    submitEvent.preventDefault();
    const problem = validateEventForm(values);
    if (problem) return setError(problem);
    setError(null);
    const { start, end } = eventTimes(values);
    try {
      await update.mutateAsync({
        body: {
          id: event.id,
          Title: values.title.trim(),
          Category: values.category,
          IsAllDay: values.isAllDay,
          StartDateTime: seconds(start),
          EndDateTime: seconds(end),
          Location: values.location.trim(),
          Details: values.details.trim(),
        },
        wholeSeries,
      });
      setSuccess(wholeSeries ? 'Every event in the series was updated.' : 'Event updated successfully.');
    } catch (failure) {
      setError(messageOr(failure, 'Failed to update event. Please try again.'));
    }
  };

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: event.id, wholeSeries });
      setConfirmDelete(false);
      setSuccess(wholeSeries ? 'Every event in the series was deleted.' : 'Event deleted successfully.');
    } catch (failure) {
      setConfirmDelete(false);
      setError(messageOr(failure, 'Failed to delete event. Please try again.'));
    }
  };

  return (
    <>
      <Modal show={!confirmDelete} onHide={onClose} size="lg" aria-labelledby="edit-event-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="edit-event-title">
            Edit Event
            <div className="fs-5 fw-normal">{formatDay(values.date)}</div>
          </Modal.Title>
        </Modal.Header>
        {success ? (
          <>
            <Modal.Body>
              <Alert variant="success" className="fs-5 mb-0">
                {success}
              </Alert>
            </Modal.Body>
            <Modal.Footer>
              <Button onClick={onClose}>Close</Button>
            </Modal.Footer>
          </>
        ) : (
          <Form noValidate onSubmit={save}>
            <Modal.Body>
              {error && (
                <Alert variant="danger" className="d-flex justify-content-between align-items-start gap-3">
                  <span>{error}</span>
                  <Button size="sm" variant="outline-danger" onClick={() => setError(null)}>
                    Dismiss
                  </Button>
                </Alert>
              )}
              {categories.isError && <Alert variant="danger">Failed to load categories. Please try again.</Alert>}
              <Form.Group className="mb-3" controlId="edit-title">
                <Form.Label>Title</Form.Label>
                <Form.Control value={values.title} onChange={(change) => setValues({ ...values, title: change.target.value })} required />
              </Form.Group>
              <EventFields idPrefix="edit" values={values} categories={categories.data ?? []} onChange={(change) => setValues({ ...values, ...change })} />
              {inSeries && (
                <Form.Check
                  type="checkbox"
                  id="edit-whole-series"
                  className="fs-5"
                  label="Apply to every event in this repeating series"
                  checked={wholeSeries}
                  onChange={(change) => setWholeSeries(change.target.checked)}
                />
              )}
            </Modal.Body>
            <Modal.Footer className="justify-content-between">
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete Event
              </Button>
              <div className="d-flex gap-2">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            </Modal.Footer>
          </Form>
        )}
      </Modal>
      <Modal show={confirmDelete} onHide={() => setConfirmDelete(false)} aria-labelledby="confirm-delete-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="confirm-delete-title">Confirm Delete</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Are you sure you want to delete &apos;{event.fields.Title}&apos;?</p>
          {wholeSeries && <p className="fw-bold">Every event in this repeating series will be deleted.</p>}
          <p className="mb-0">This action cannot be undone.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmRemove} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
