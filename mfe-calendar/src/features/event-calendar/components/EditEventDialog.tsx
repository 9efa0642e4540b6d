import { EventFormSchema, chosenEventTitle, type CalendarEventRecord, type EventFormValues } from '@greenroom/contracts';
import { ConfirmDeleteDialog, messageOr, useSaveResult } from '@greenroom/sdk';
import { TextField, useSchemaForm, useWatch } from '@greenroom/sdk/forms';
import { useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useDeleteEvent } from '../api/delete-event';
import { getCalendarEvent } from '../api/get-calendar-event';
import { useCategories } from '../../../common/api/get-categories';
import { useUpdateEvent } from '../api/update-event';
import { editEventValues, eventTimes } from '../lib/event-form';
import { EventDialogHeader, EventSaved } from './EventDialogParts';
import { EventForm } from './EventForm';

interface EditEventDialogProps {
  event: CalendarEventRecord;
  onClose: () => void;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function EditEventDialog({ event: opened, onClose }: EditEventDialogProps) {
  const categories = useCategories();
  // Reload replaces it with the event as someone else saved it.
  const [event, setEvent] = useState(opened);
  const form = useSchemaForm(EventFormSchema, { defaultValues: editEventValues(event.fields) });
  const date = useWatch({ control: form.control, name: 'date' });
  const [wholeSeries, setWholeSeries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const outcome = useSaveResult();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const inSeries = event.fields.SeriesId !== null;

  const save = async (values: EventFormValues) => {
    outcome.dismissError();
    const { start, end } = eventTimes(values);
    try {
      await update.mutateAsync({
        body: {
          id: event.id,
          Title: chosenEventTitle(values),
          Category: values.category,
          IsAllDay: values.isAllDay,
          StartDateTime: seconds(start),
          EndDateTime: seconds(end),
          Location: values.location,
          Details: values.details,
          version: event.fields.version,
        },
        wholeSeries,
      });
      outcome.succeed(wholeSeries ? 'Every event in the series was updated.' : 'Event updated successfully.');
    } catch (failure) {
      outcome.failSave(failure, { failed: 'Failed to update event. Please try again.' }, () => void reload());
    }
  };

  const reload = async () => {
    const stored = await getCalendarEvent(event.id);
    setEvent(stored);
    form.reset(editEventValues(stored.fields));
  };

  const keepEvent = () => setConfirmDelete(false);
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: event.id, wholeSeries });
      setConfirmDelete(false);
      outcome.succeed(wholeSeries ? 'Every event in the series was deleted.' : 'Event deleted successfully.');
    } catch (failure) {
      setConfirmDelete(false);
      outcome.fail(messageOr(failure, 'Failed to delete event. Please try again.'));
    }
  };

  return (
    <>
      <Modal show={!confirmDelete} onHide={onClose} size="lg" aria-labelledby="edit-event-title">
        <EventDialogHeader titleId="edit-event-title" day={date}>
          Edit Event
        </EventDialogHeader>
        {outcome.success ? (
          <EventSaved message={outcome.success}>
            <Button onClick={onClose}>Close</Button>
          </EventSaved>
        ) : (
          <EventForm
            form={form}
            idPrefix="edit"
            onSubmit={save}
            categories={categories}
            outcome={outcome}
            title={<TextField name="title" id="edit-title" label="Title" required />}
            footerClassName="justify-content-between"
            footer={
              <>
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
              </>
            }
          >
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
          </EventForm>
        )}
      </Modal>
      <ConfirmDeleteDialog show={confirmDelete} confirmLabel="Delete Event" busy={remove.isPending} onConfirm={confirmRemove} onCancel={keepEvent}>
        <p>Are you sure you want to delete &apos;{event.fields.Title}&apos;?</p>
        {wholeSeries && <p className="fw-bold">Every event in this repeating series will be deleted.</p>}
        <p className="mb-0">This action cannot be undone.</p>
      </ConfirmDeleteDialog>
    </>
  );
}
