import { repeatDates, weekdayOf, type CalendarEventRecord } from '@greenroom/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atLocalTime, localIsoDate } from '../../../lib/event-time';
import { signInAs, stubApi, type StubCall } from '../../../test/api-stub';
import { renderWithClient } from '../../../test/render';
import { EventCalendarScreen } from './EventCalendarScreen';

const now = new Date();
const firstOfMonth = localIsoDate(new Date(now.getFullYear(), now.getMonth(), 1));
const tenth = localIsoDate(new Date(now.getFullYear(), now.getMonth(), 10));
const seconds = (date: string, time: string) => atLocalTime(date, time).getTime() / 1000;

const rehearsal: CalendarEventRecord = {
  id: '6f1c1a7e-0000-4000-8000-000000000001',
  fields: { Title: 'Rehearsal', Category: 'Meeting', StartDateTime: seconds(tenth, '09:00'), EndDateTime: seconds(tenth, '12:00'), IsAllDay: false, Location: 'Main stage', Details: 'Act I-Pages 6-20', SeriesId: null },
};

function stubCalendar(records: CalendarEventRecord[] | 'fail'): StubCall[] {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/calendar-categories') return { body: { categories: [{ name: 'Meeting', fillColor: '#f4b400', textColor: '#000000' }] } };
    if (method === 'GET' && url.startsWith('/api/calendar-data')) return records === 'fail' ? { status: 500, body: { statusCode: 500, message: 'down' } } : { body: { records } };
    if (method === 'POST' && url === '/api/calendar-data/series') {
      const occurrences = (body as { Occurrences: unknown[] }).Occurrences;
      return { status: 201, body: { seriesId: 's1', records: occurrences.map((_, index) => ({ ...rehearsal, id: `id-${index}` })) } };
    }
    return undefined;
  });
}

describe('EventCalendarScreen', () => {
  it('shows a Member the chips, the legend and the details, read-only', async () => {
    signInAs('Member');
    stubCalendar([rehearsal]);
    renderWithClient(<EventCalendarScreen />, '/event-calendar');
    const chip = await screen.findByRole('button', { name: '9:00 AM Rehearsal' });
    expect(chip).toHaveStyle({ backgroundColor: '#f4b400', color: '#000000' });
    expect(within(screen.getByRole('region', { name: 'Categories' })).getByText('Meeting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('cell')).toHaveLength(42);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    await userEvent.click(document.querySelector(`[data-date="${firstOfMonth}"]`) as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(chip);
    const details = await screen.findByRole('dialog', { name: 'Rehearsal' });
    expect(within(details).getByText('Time: 9:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(within(details).getByText('Act I-Pages 6-20')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows an event without a title as 'Untitled Event' (spec 02 §3)", async () => {
    signInAs('Member');
    stubCalendar([{ ...rehearsal, fields: { ...rehearsal.fields, Title: '' } }]);
    renderWithClient(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(await screen.findByRole('button', { name: '9:00 AM Untitled Event' }));
    expect(await screen.findByRole('dialog', { name: 'Untitled Event' })).toBeInTheDocument();
  });

  it('says so when there are no events, and when they cannot be loaded', async () => {
    signInAs('Member');
    stubCalendar([]);
    const { unmount } = renderWithClient(<EventCalendarScreen />, '/event-calendar');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
    unmount();
    stubCalendar('fail');
    renderWithClient(<EventCalendarScreen />, '/event-calendar');
    expect(await screen.findByText('Failed to load calendar data')).toBeInTheDocument();
  });

  it('lets a Leader add a weekly repeating event from a day, with the preview count, in one request', async () => {
    signInAs('Leader');
    const calls = stubCalendar([rehearsal]);
    renderWithClient(<EventCalendarScreen />, '/event-calendar');
    await screen.findByRole('button', { name: '9:00 AM Rehearsal' });
    await userEvent.click(document.querySelector(`[data-date="${firstOfMonth}"]`) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    expect(sessionStorage.getItem('greenroom.calendar.selectedDate')).toBe(firstOfMonth);

    await userEvent.click(within(dialog).getByLabelText('Repeat Event'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Pattern'), 'weekly');
    const otherDay = (weekdayOf(firstOfMonth) + 2) % 7;
    const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    await userEvent.click(within(dialog).getByRole('button', { name: dayNames[otherDay] }));
    const end = localIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0));
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: end } });
    expect(within(dialog).getByRole('button', { name: 'Create All Events' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Events' }));
    const expected = repeatDates(firstOfMonth, end, 'weekly', [weekdayOf(firstOfMonth), otherDay]).dates;
    expect(within(dialog).getByText(`${expected.length} events will be created`)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create All Events' }));
    expect(await within(dialog).findByText(`Successfully created ${expected.length} events!`)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ Title: 'Rehearsal', Category: 'Meeting', IsAllDay: false });
    expect((post?.body as { Occurrences: { StartDateTime: string }[] }).Occurrences.map((occurrence) => localIsoDate(new Date(occurrence.StartDateTime)))).toEqual(expected);
    expect(within(dialog).getByRole('button', { name: 'Add Another Event' })).toBeInTheDocument();
  });

  it('keeps the create button honest: end before start is refused with the spec message', async () => {
    signInAs('Admin');
    const calls = stubCalendar([]);
    renderWithClient(<EventCalendarScreen />, '/new-event');
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '08:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(within(dialog).getByText('End time must be after start time')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('opens Edit Event at /edit-event?id= for an event of another month, and says so when it cannot load it', async () => {
    signInAs('Board');
    const later: CalendarEventRecord = { ...rehearsal, id: 'later-1', fields: { ...rehearsal.fields, Title: 'Gala', StartDateTime: seconds('2031-06-14', '18:00'), EndDateTime: seconds('2031-06-14', '21:00') } };
    stubApi(({ url }) => {
      if (url === '/api/calendar-categories') return { body: { categories: [] } };
      if (url === '/api/calendar-data/later-1') return { body: { record: later } };
      if (url.startsWith('/api/calendar-data?')) return { body: { records: [] } };
      return undefined;
    });
    const { unmount } = renderWithClient(<EventCalendarScreen />, '/edit-event?id=later-1');
    const dialog = await screen.findByRole('dialog', { name: /Edit Event/ });
    expect(within(dialog).getByText('Saturday, June 14, 2031')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gala');
    expect(screen.getByRole('heading', { level: 2, name: 'June 2031' })).toBeInTheDocument();
    unmount();

    renderWithClient(<EventCalendarScreen />, '/edit-event?id=gone');
    expect(await screen.findByText('Error loading event data. Please try again.')).toBeInTheDocument();
  });
});
