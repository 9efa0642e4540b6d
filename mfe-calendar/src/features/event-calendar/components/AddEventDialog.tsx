import { defaultRepeatEnd, repeatDates, weekdayOf } from '@greenroom/contracts';
import { messageOr } from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row } from 'react-bootstrap';
import { formatDay } from '../../../lib/event-time';
import { useCreateEvent } from '../api/create-event';
import { useCreateSeries } from '../api/create-series';
import { useCategories } from '../api/get-categories';
import { CUSTOM_TITLE, TITLE_OPTIONS, chosenTitle, eventTimes, newEventValues, validateEventForm, type EventFormValues } from '../lib/event-form';
import styles from './calendar.module.css';
import { EventFields } from './EventFields';
import { RepeatOptions, type RepeatSettings } from './RepeatOptions';

interface AddEventDialogProps {
  date: string;
  onClose: () => void;
}

const noRepeat = (date: string): RepeatSettings => ({ enabled: false, pattern: 'consecutive', endDate: defaultRepeatEnd(date, 'consecutive'), weekdays: [weekdayOf(date)] });

export function AddEventDialog({ date, onClose }: AddEventDialogProps) {
  const categories = useCategories();
  const firstCategory = categories.data?.[0]?.name ?? '';
  const [values, setValues] = useState<EventFormValues>(() => newEventValues(date, firstCategory));
  const [repeat, setRepeat] = useState<RepeatSettings>(() => noRepeat(date));
  const [preview, setPreview] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const createEvent = useCreateEvent();
  const createSeries = useCreateSeries();
  const saving = createEvent.isPending || createSeries.isPending;

  useEffect(() => {
    if (firstCategory) setValues((current) => (current.category ? current : { ...current, category: firstCategory }));
  }, [firstCategory]);

  const change = (next: Partial<EventFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    if (next.date !== undefined) {
      setPreview(null);
      if (/^\d{4}-\d{2}-\d{2}$/.test(next.date)) setRepeat((current) => ({ ...current, weekdays: [weekdayOf(next.date as string)] }));
    }
  };

  const changeRepeat = (next: Partial<RepeatSettings>) => {
    setPreview(null);
    setRepeat((current) => {
      const merged = { ...current, ...next };
      // Switching repeat on, or changing the pattern, sets the spec's default end date.
      if ((next.enabled && !current.enabled) || (next.pattern && next.pattern !== current.pattern)) merged.endDate = defaultRepeatEnd(values.date, merged.pattern);
      return merged;
    });
  };

  const makePreview = () => {
    const result = repeatDates(values.date, repeat.endDate, repeat.pattern, repeat.pattern === 'weekly' ? repeat.weekdays : []);
    setError(result.error);
    setPreview(result.error ? null : result.dates);
  };

  const reset = () => {
    setValues(newEventValues(date, firstCategory));
    setRepeat(noRepeat(date));
    setPreview(null);
    setError(null);
    setSuccess(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateEventForm(values);
    if (problem) return setError(problem);
    setError(null);
    const common = { Title: chosenTitle(values), Category: values.category, IsAllDay: values.isAllDay, Location: values.location.trim(), Details: values.details.trim() };
    if (repeat.enabled) {
      if (!preview) return;
      try {
        const occurrences = preview.map((day) => eventTimes(values, day)).map(({ start, end }) => ({ StartDateTime: start.toISOString(), EndDateTime: end.toISOString() }));
        const created = await createSeries.mutateAsync({ ...common, Occurrences: occurrences });
        setSuccess(`Successfully created ${created.records.length} events!`);
      } catch (failure) {
        setError(messageOr(failure, 'Failed to create any events. Please try again.'));
      }
      return;
    }
    try {
      const { start, end } = eventTimes(values);
      await createEvent.mutateAsync({ ...common, StartDateTime: start.toISOString(), EndDateTime: end.toISOString() });
      setSuccess('Event created successfully!');
    } catch (failure) {
      setError(messageOr(failure, 'Failed to create event. Please try again.'));
    }
  };

  return (
    <Modal show onHide={onClose} size={repeat.enabled ? 'xl' : 'lg'} aria-labelledby="add-event-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="add-event-title">
          Add New Event
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
            <Button variant="primary" onClick={reset}>
              Add Another Event
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            {error && (
              <Alert variant="danger" dismissible onClose={() => setError(null)}>
                {error}
              </Alert>
            )}
            {categories.isError && <Alert variant="danger">Failed to load categories. Please try again.</Alert>}
            <Row>
              <Col lg={repeat.enabled ? 7 : 12}>
                <Form.Group className="mb-3" controlId="add-title">
                  <Form.Label>Title</Form.Label>
                  <Form.Select value={values.title} onChange={(event) => change({ title: event.target.value })}>
                    {[...TITLE_OPTIONS, CUSTOM_TITLE].map((title) => (
                      <option key={title}>{title}</option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {values.title === CUSTOM_TITLE && (
                  <Form.Group className="mb-3" controlId="add-custom-title">
                    <Form.Label>Custom title</Form.Label>
                    <Form.Control placeholder="Enter custom title" value={values.customTitle} onChange={(event) => change({ customTitle: event.target.value })} required />
                  </Form.Group>
                )}
                <EventFields idPrefix="add" values={values} categories={categories.data ?? []} onChange={change} />
                <RepeatOptions repeat={repeat} hasPreview={preview !== null} onChange={changeRepeat} onPreview={makePreview} />
              </Col>
              {repeat.enabled && (
                <Col lg={5}>
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
                </Col>
              )}
            </Row>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={saving || (repeat.enabled && preview === null)}>
              {saving ? 'Saving...' : repeat.enabled ? 'Create All Events' : 'Add Event'}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
