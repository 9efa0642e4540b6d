import { atLocalTime } from '../../../lib/event-time';
import { CUSTOM_TITLE, chosenTitle, editEventValues, eventTimes, newEventValues, validateEventForm } from './event-form';

describe('event form rules', () => {
  const values = newEventValues('2031-03-04', 'Rehearsal');

  it('starts with the spec defaults', () => {
    expect(values).toMatchObject({ title: 'Rehearsal', startTime: '09:00', endTime: '12:00', isAllDay: false, category: 'Rehearsal' });
    expect(validateEventForm(values)).toBeNull();
  });

  it('needs a custom title when Custom Title... is chosen, a category, a date and times in order', () => {
    expect(validateEventForm({ ...values, title: CUSTOM_TITLE })).toBe('Please enter a custom title.');
    expect(chosenTitle({ ...values, title: CUSTOM_TITLE, customTitle: ' Gala ' })).toBe('Gala');
    expect(validateEventForm({ ...values, category: '' })).toBe('Please choose a category.');
    expect(validateEventForm({ ...values, date: '' })).toBe('Please choose a date.');
    expect(validateEventForm({ ...values, endTime: '09:00' })).toBe('End time must be after start time');
    expect(validateEventForm({ ...values, endTime: '08:00', isAllDay: true })).toBeNull();
  });

  it('turns the form into instants, all-day from midnight to 23:59', () => {
    expect(eventTimes(values)).toEqual({ start: atLocalTime('2031-03-04', '09:00'), end: atLocalTime('2031-03-04', '12:00') });
    expect(eventTimes({ ...values, isAllDay: true }, '2031-03-06')).toEqual({ start: atLocalTime('2031-03-06', '00:00'), end: atLocalTime('2031-03-06', '23:59') });
  });

  it('fills the edit form, with a missing end one hour after the start', () => {
    const start = atLocalTime('2031-03-04', '18:30').getTime() / 1000;
    const edit = editEventValues({ Title: 'Gala', Category: 'Performance', StartDateTime: start, EndDateTime: null, IsAllDay: false, Location: null, Details: 'Black tie', SeriesId: null });
    expect(edit).toMatchObject({ title: 'Gala', date: '2031-03-04', startTime: '18:30', endTime: '19:30', location: '', details: 'Black tie' });
  });
});
