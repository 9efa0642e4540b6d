import { CUSTOM_EVENT_TITLE, EventFormSchema, chosenEventTitle, type EventFormInput } from '@greenroom/contracts';
import { theaterInstant } from '@greenroom/sdk';
import { editEventValues, eventTimes, newEventValues } from './event-form';

/** The first problem the contract's form schema finds, in the spec's order, or null. */
function firstProblem(values: EventFormInput): string | null {
  const result = EventFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0].message;
}

describe('event form rules', () => {
  const values = newEventValues('2031-03-04', 'Rehearsal');

  it('starts with the spec defaults', () => {
    expect(values).toMatchObject({ title: 'Rehearsal', startTime: '09:00', endTime: '12:00', isAllDay: false, category: 'Rehearsal' });
    expect(firstProblem(values)).toBeNull();
  });

  it('needs a custom title when Custom Title... is chosen, a category, a date and times in order', () => {
    expect(firstProblem({ ...values, title: CUSTOM_EVENT_TITLE })).toBe('Please enter a custom title.');
    expect(chosenEventTitle({ ...values, title: CUSTOM_EVENT_TITLE, customTitle: ' Gala ' })).toBe('Gala');
    expect(firstProblem({ ...values, category: '' })).toBe('Please choose a category.');
    expect(firstProblem({ ...values, date: '' })).toBe('Please choose a date.');
    expect(firstProblem({ ...values, endTime: '09:00' })).toBe('End time must be after start time');
    expect(firstProblem({ ...values, startTime: '21:00', endTime: '01:30' })).toBeNull();
    expect(firstProblem({ ...values, endTime: '08:00', isAllDay: true })).toBeNull();
  });

  it("turns the form into instants on the theater's clock, all-day from midnight to 23:59", () => {
    const parsed = EventFormSchema.parse(values);
    expect(eventTimes(parsed)).toEqual({ start: new Date('2031-03-04T14:00:00Z'), end: new Date('2031-03-04T17:00:00Z') });
    // The same 9:00 AM a week before and after the November change (Eastern daylight time, then standard time).
    expect(eventTimes(parsed, '2026-10-29').start.toISOString()).toBe('2026-10-29T13:00:00.000Z');
    expect(eventTimes(parsed, '2026-11-05').start.toISOString()).toBe('2026-11-05T14:00:00.000Z');
    expect(eventTimes({ ...parsed, isAllDay: true }, '2031-03-06')).toEqual({
      start: theaterInstant('2031-03-06', '00:00'),
      end: theaterInstant('2031-03-06', '23:59'),
    });
  });

  it('ends an event whose end time is earlier than its start on the next day, also across a month', () => {
    const parsed = EventFormSchema.parse({ ...values, date: '2031-03-31', startTime: '21:00', endTime: '01:30' });
    expect(eventTimes(parsed)).toEqual({ start: theaterInstant('2031-03-31', '21:00'), end: theaterInstant('2031-04-01', '01:30') });
  });

  it('fills the edit form, with a missing end one hour after the start', () => {
    const start = theaterInstant('2031-03-04', '18:30').getTime() / 1000;
    const edit = editEventValues({
      Title: 'Gala',
      Category: 'Performance',
      StartDateTime: start,
      EndDateTime: null,
      IsAllDay: false,
      Location: null,
      Details: 'Black tie',
      SeriesId: null,
      version: 1,
    });
    expect(edit).toMatchObject({ title: 'Gala', date: '2031-03-04', startTime: '18:30', endTime: '19:30', location: '', details: 'Black tie' });
  });
});
