import {
  CUSTOM_EVENT_TITLE,
  EVENT_TITLE_OPTIONS,
  EventFormSchema,
  chosenEventTitle,
  defaultRepeatEnd,
  repeatDates,
  weekdayOf,
  type EventFormValues,
} from '@greenroom/contracts';
import { messageOr, useSaveResult } from '@greenroom/sdk';
import { SelectField, TextField, useSchemaForm, useWatch } from '@greenroom/sdk/forms';
import { useEffect, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { formatDay } from '../../../common/event-time';
import { useCreateEvent } from '../api/create-event';
import { useCreateSeries } from '../api/create-series';
import { useCategories } from '../../../common/api/get-categories';
import { eventTimes, newEventValues } from '../lib/event-form';
import styles from './calendar.module.css';
import { EventDialogHeader, EventSaved } from './EventDialogParts';
import { EventForm } from './EventForm';
import { RepeatOptions, type RepeatSettings } from './RepeatOptions';

interface AddEventDialogProps {
  date: string;
  onClose: () => void;
}

const TITLE_CHOICES = [...EVENT_TITLE_OPTIONS, CUSTOM_EVENT_TITLE].map((title) => ({ value: title, label: title }));
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const noRepeat = (date: string): RepeatSettings => ({
  enabled: false,
  pattern: 'consecutive',
  endDate: defaultRepeatEnd(date, 'consecutive'),
  weekdays: [weekdayOf(date)],
});

export function AddEventDialog({ date, onClose }: AddEventDialogProps) {
  const categories = useCategories();
  const firstCategory = categories.data?.find((category) => !category.retired)?.name ?? '';
  const form = useSchemaForm(EventFormSchema, { defaultValues: newEventValues(date, firstCategory) });
  const [eventDate, title] = useWatch({ control: form.control, name: ['date', 'title'] });
  const [repeat, setRepeat] = useState<RepeatSettings>(() => noRepeat(date));
  const [preview, setPreview] = useState<string[] | null>(null);
  const outcome = useSaveResult();
  const createEvent = useCreateEvent();
  const createSeries = useCreateSeries();
  const saving = createEvent.isPending || createSeries.isPending;

  useEffect(() => {
    if (firstCategory && !form.getValues('category')) form.setValue('category', firstCategory);
  }, [firstCategory, form]);

  // A title that names a category files the event under it ("Rehearsal" under Rehearsal, not the usual one).
  const categoryNames = (categories.data ?? []).map((category) => category.name).join('\n');
  useEffect(() => {
    const named = categoryNames.split('\n').find((name) => name !== '' && name.toLowerCase() === String(title ?? '').toLowerCase());
    if (named && !form.getFieldState('category').isDirty) form.setValue('category', named);
  }, [title, categoryNames, form]);

  // A new date invalidates the preview, and the weekly pattern starts again from the new date's weekday.
  useEffect(() => {
    setPreview(null);
    if (ISO_DAY.test(eventDate)) setRepeat((current) => ({ ...current, weekdays: [weekdayOf(eventDate)] }));
  }, [eventDate]);

  const changeRepeat = (next: Partial<RepeatSettings>) => {
    setPreview(null);
    setRepeat((current) => {
      const merged = { ...current, ...next };
      // Switching repeat on, or changing the pattern, sets the spec's default end date.
      if ((next.enabled && !current.enabled) || (next.pattern && next.pattern !== current.pattern))
        merged.endDate = defaultRepeatEnd(eventDate, merged.pattern);
      return merged;
    });
  };

  const makePreview = () => {
    const result = repeatDates(eventDate, repeat.endDate, repeat.pattern, repeat.pattern === 'weekly' ? repeat.weekdays : []);
    if (result.error) outcome.fail(result.error);
    else outcome.dismissError();
    setPreview(result.error ? null : result.dates);
  };

  const reset = () => {
    form.reset(newEventValues(date, firstCategory));
    setRepeat(noRepeat(date));
    setPreview(null);
    outcome.clear();
  };

  const submit = async (values: EventFormValues) => {
    outcome.dismissError();
    const common = {
      Title: chosenEventTitle(values),
      Category: values.category,
      IsAllDay: values.isAllDay,
      Location: values.location,
      Details: values.details,
    };
    if (repeat.enabled) {
      if (!preview) return;
      try {
        const occurrences = preview
          .map((day) => eventTimes(values, day))
          .map(({ start, end }) => ({ StartDateTime: start.toISOString(), EndDateTime: end.toISOString() }));
        const created = await createSeries.mutateAsync({ ...common, Occurrences: occurrences });
        outcome.succeed(`Successfully created ${created.records.length} events!`);
      } catch (failure) {
        outcome.fail(messageOr(failure, 'Failed to create any events. Please try again.'));
      }
      return;
    }
    try {
      const { start, end } = eventTimes(values);
      await createEvent.mutateAsync({ ...common, StartDateTime: start.toISOString(), EndDateTime: end.toISOString() });
      outcome.succeed('Event created successfully!');
    } catch (failure) {
      outcome.fail(messageOr(failure, 'Failed to create event. Please try again.'));
    }
  };

  return (
    <Modal show onHide={onClose} size={repeat.enabled ? 'xl' : 'lg'} aria-labelledby="add-event-title">
      <EventDialogHeader titleId="add-event-title" day={eventDate}>
        Add New Event
      </EventDialogHeader>
      {outcome.success ? (
        <EventSaved message={outcome.success}>
          <Button variant="primary" onClick={reset}>
            Add Another Event
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </EventSaved>
      ) : (
        <EventForm
          form={form}
          idPrefix="add"
          onSubmit={submit}
          categories={categories}
          outcome={outcome}
          title={
            <>
              <SelectField name="title" id="add-title" label="Title" options={TITLE_CHOICES} />
              {title === CUSTOM_EVENT_TITLE && (
                <TextField name="customTitle" id="add-custom-title" label="Custom title" placeholder="Enter custom title" required />
              )}
            </>
          }
          aside={
            repeat.enabled && (
              <section className={styles.preview} aria-labelledby="event-preview-title" aria-live="polite">
                <h3 id="event-preview-title" className="h5">
                  Event Preview
                </h3>
                {preview ? (
                  <>
                    <p className="fw-bold">{preview.length} events will be created</p>
                    <ol className="mb-0">
                      {preview.map((day) => (
                        <li key={day}>{formatDay(day)}</li>
                      ))}
                    </ol>
                  </>
                ) : (
                  <p className="mb-0">Choose the dates, then press Preview Events.</p>
                )}
              </section>
            )
          }
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="primary" disabled={saving || (repeat.enabled && preview === null)}>
                {saving ? 'Saving...' : repeat.enabled ? 'Create All Events' : 'Add Event'}
              </Button>
            </>
          }
        >
          <RepeatOptions repeat={repeat} hasPreview={preview !== null} onChange={changeRepeat} onPreview={makePreview} />
        </EventForm>
      )}
    </Modal>
  );
}
