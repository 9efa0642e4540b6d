import {
  repeatDates,
  staleVersionMessage,
  weekdayOf,
  type CalendarEventRecord,
  calendarCategoriesRoute,
  calendarDataRoute,
  calendarEventRoute,
  createCalendarEventRoute,
  createCalendarSeriesRoute,
  routeKey,
  routeUrl,
  updateCalendarEventRoute,
} from '@greenroom/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theaterDay, theaterInstant } from '@greenroom/sdk';
import { renderScreen, stubApi, type StubbedCall } from '@greenroom/testing';
import { signInAs } from '../../../test-support/sign-in-as';
import { stubCalendarApi } from '../../../test-support/stub-calendar-api';
import { formatDay } from '../../../common/event-time';
import { CALENDAR_VIEW_KEY } from '../hooks/use-calendar-view';
import { EventCalendarScreen } from './EventCalendarScreen';

// The theater's month, which the calendar opens on whatever zone the test machine is in.
const thisMonth = theaterDay(new Date()).slice(0, 7);
const firstOfMonth = `${thisMonth}-01`;
const tenth = `${thisMonth}-10`;
const seconds = (date: string, time: string) => theaterInstant(date, time).getTime() / 1000;

const rehearsal: CalendarEventRecord = {
  id: '6f1c1a7e-0000-4000-8000-000000000001',
  fields: {
    Title: 'Rehearsal',
    Category: 'Meeting',
    StartDateTime: seconds(tenth, '09:00'),
    EndDateTime: seconds(tenth, '12:00'),
    IsAllDay: false,
    Location: 'Main stage',
    Details: 'Act I-Pages 6-20',
    SeriesId: null,
    version: 1,
  },
};

function stubCalendar(records: CalendarEventRecord[] | 'fail'): StubbedCall[] {
  return stubApi({
    [routeKey(calendarCategoriesRoute)]: () =>
      Response.json({ categories: [{ id: 'c1', name: 'Meeting', fillColor: '#f4b400', textColor: '#000000', retired: false, version: 1 }] }),
    [routeKey(calendarDataRoute)]: () =>
      records === 'fail' ? Response.json({ statusCode: 500, message: 'down' }, { status: 500 }) : Response.json({ records }),
    [routeKey(createCalendarSeriesRoute)]: (body) => {
      const occurrences = (body as { Occurrences: unknown[] }).Occurrences;
      return Response.json({ seriesId: 's1', records: occurrences.map((_, index) => ({ ...rehearsal, id: `id-${index}` })) }, { status: 201 });
    },
  }).calls;
}

describe('EventCalendarScreen', () => {
  // The busy-day test stubs jsdom's layout; no other test may see it.
  afterEach(() => jest.restoreAllMocks());

  it('shows a Member the chips, the legend and the details, read-only', async () => {
    signInAs('Member');
    stubCalendar([rehearsal]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    // The accessible name says time, title and category: the colour alone cannot say the category (WCAG 1.4.1).
    // The file's first render pays for loading React Bootstrap: on a busy machine that takes more than a second.
    const chip = await screen.findByRole('button', { name: '9:00 AM Rehearsal, Meeting' }, { timeout: 5000 });
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

  it("shows the theater's own events read-only, even to an Admin, with a way to their page", async () => {
    signInAs('Admin');
    stubCalendar([
      {
        id: 'rsvp-event-e1',
        fields: {
          ...rehearsal.fields,
          Title: 'Holiday Party',
          Category: 'RSVP event',
          StartDateTime: seconds(tenth, '14:00'),
          EndDateTime: seconds(tenth, '16:30'),
          version: 0,
          Page: { kind: 'rsvp-event', path: '/holiday-party' },
        },
      },
    ]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(await screen.findByRole('button', { name: '2:00 PM Holiday Party, RSVP event' }, { timeout: 5000 }));
    const details = await screen.findByRole('dialog', { name: 'Holiday Party' });
    expect(within(details).getByText('RSVP event')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open the Holiday Party page' })).toHaveAttribute('href', '/holiday-party');
  });

  it('shows the chips that fit a busy day and "+N more", which opens the whole day', async () => {
    signInAs('Member');
    // jsdom lays nothing out: every element is 40 px tall, stacked, and a day cell is 200 px (room for three chips
    // below the day number and the "+N more" button beneath them).
    const realStyle = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = realStyle(element, pseudo);
      if (element instanceof HTMLElement && element.dataset.date)
        for (const [name, value] of Object.entries({ minHeight: '200px', paddingBottom: '0px', rowGap: '0px' }))
          Object.defineProperty(style, name, { value });
      return style;
    });
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    jest.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      let above = 0;
      for (let sibling = this.previousElementSibling; sibling; sibling = sibling.previousElementSibling) above += 40;
      return above;
    });
    const busy = Array.from({ length: 6 }, (_, index) => ({
      id: `busy-${index}`,
      fields: { ...rehearsal.fields, Title: `Fitting ${index + 1}`, StartDateTime: seconds(tenth, `1${index}:00`) },
    }));
    stubCalendar(busy);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    const more = await screen.findByRole('button', { name: /^\+3 more events on / }, { timeout: 5000 });
    const cell = document.querySelector(`[data-date="${tenth}"]`) as HTMLElement;
    expect(within(cell).getAllByRole('button', { name: /^1\d:00 [AP]M Fitting/ })).toHaveLength(3);
    await userEvent.click(more);
    const day = await screen.findByRole('dialog', { name: /, 20\d\d$/ });
    expect(within(day).getAllByRole('button', { name: /Fitting/ })).toHaveLength(6);
    await userEvent.click(within(day).getByRole('button', { name: /Fitting 6/ }));
    expect(await screen.findByRole('dialog', { name: 'Fitting 6' })).toBeInTheDocument();
  });

  it('shows the month as a list of days when asked, and remembers the choice', async () => {
    signInAs('Member');
    localStorage.removeItem(CALENDAR_VIEW_KEY);
    stubCalendar([rehearsal]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await screen.findByRole('button', { name: '9:00 AM Rehearsal, Meeting' });
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    const list = screen.getByTestId('month-list');
    const day = within(list).getByRole('region', { name: formatDay(tenth) });
    expect(within(day).getByText('Meeting')).toBeInTheDocument();
    expect(within(day).getByText('Main stage')).toBeInTheDocument();
    await userEvent.click(within(day).getByRole('button', { name: '9:00 AM Rehearsal' }));
    expect(await screen.findByRole('dialog', { name: 'Rehearsal' })).toBeInTheDocument();
    expect(localStorage.getItem(CALENDAR_VIEW_KEY)).toBe('list');
    localStorage.removeItem(CALENDAR_VIEW_KEY);
  });

  it('remembers a tap on the view already shown, so the month keeps it when the default would change', async () => {
    signInAs('Member');
    localStorage.removeItem(CALENDAR_VIEW_KEY);
    stubCalendar([rehearsal]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await screen.findByRole('button', { name: '9:00 AM Rehearsal, Meeting' });
    expect(screen.getByRole('radio', { name: 'Month grid' })).toBeChecked();
    await userEvent.click(screen.getByText('Month grid'));
    expect(localStorage.getItem(CALENDAR_VIEW_KEY)).toBe('grid');
    localStorage.removeItem(CALENDAR_VIEW_KEY);
  });

  it("shows an event without a title as 'Untitled Event' (docs/spec-summary.md §2.3)", async () => {
    signInAs('Member');
    stubCalendar([{ ...rehearsal, fields: { ...rehearsal.fields, Title: '' } }]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(await screen.findByRole('button', { name: '9:00 AM Untitled Event, Meeting' }));
    expect(await screen.findByRole('dialog', { name: 'Untitled Event' })).toBeInTheDocument();
  });

  it('says so when there are no events, and when they cannot be loaded', async () => {
    signInAs('Member');
    stubCalendar([]);
    const { unmount } = renderScreen(<EventCalendarScreen />, '/event-calendar');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
    unmount();
    stubCalendar('fail');
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    expect(await screen.findByText('Failed to load calendar data')).toBeInTheDocument();
  });

  it('lets a Leader add a weekly repeating event from a day, with the preview count, in one request', async () => {
    signInAs('Leader');
    const calls = stubCalendar([rehearsal]);
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await screen.findByRole('button', { name: '9:00 AM Rehearsal, Meeting' });
    await userEvent.click(document.querySelector(`[data-date="${firstOfMonth}"]`) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    expect(sessionStorage.getItem('greenroom.calendar.selectedDate')).toBe(firstOfMonth);

    await userEvent.click(within(dialog).getByLabelText('Repeat Event'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Pattern'), 'weekly');
    const otherDay = (weekdayOf(firstOfMonth) + 2) % 7;
    const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    await userEvent.click(within(dialog).getByRole('button', { name: dayNames[otherDay] }));
    const [year, month] = thisMonth.split('-').map(Number);
    const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: end } });
    expect(within(dialog).getByRole('button', { name: 'Create All Events' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview Events' }));
    const expected = repeatDates(firstOfMonth, end, 'weekly', [weekdayOf(firstOfMonth), otherDay]).dates;
    expect(within(dialog).getByText(`${expected.length} events will be created`)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create All Events' }));
    expect(await within(dialog).findByText(`Successfully created ${expected.length} events!`)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ Title: 'Rehearsal', Category: 'Meeting', IsAllDay: false });
    expect(
      (post?.body as { Occurrences: { StartDateTime: string }[] }).Occurrences.map((occurrence) => theaterDay(new Date(occurrence.StartDateTime))),
    ).toEqual(expected);
    expect(within(dialog).getByRole('button', { name: 'Add Another Event' })).toBeInTheDocument();
  });

  it('keeps the create button honest: an end at the start time is refused with the spec message', async () => {
    signInAs('Admin');
    const calls = stubCalendar([]);
    renderScreen(<EventCalendarScreen />, '/new-event');
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(within(dialog).getByText('End time must be after start time')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('adds an event from 9:00 PM to 1:30 AM as ending the next day, and says so in the dialog', async () => {
    signInAs('Admin');
    const { calls } = stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () =>
        Response.json({ categories: [{ id: 'c1', name: 'Meeting', fillColor: '#f4b400', textColor: '#000000', retired: false, version: 1 }] }),
      [routeKey(createCalendarEventRoute)]: (body) =>
        Response.json({ record: { ...rehearsal, id: 'night-1', fields: { ...rehearsal.fields, ...(body as object) } } }, { status: 201 }),
    });
    renderScreen(<EventCalendarScreen />, '/new-event');
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2031-03-04' } });
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '21:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '01:30' } });
    expect(within(dialog).getByLabelText('End Time')).toHaveAccessibleDescription('Ends the next day, Wednesday, March 5, 2031.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')?.body as { StartDateTime: string; EndDateTime: string };
    expect(new Date(body.StartDateTime)).toEqual(theaterInstant('2031-03-04', '21:00'));
    expect(new Date(body.EndDateTime)).toEqual(theaterInstant('2031-03-05', '01:30'));
  });

  it('saves an edit of an event that crosses midnight, keeping its end on the next day', async () => {
    signInAs('Admin');
    const night: CalendarEventRecord = {
      ...rehearsal,
      id: 'night-2',
      fields: {
        ...rehearsal.fields,
        Title: 'Cast party',
        StartDateTime: seconds('2031-03-04', '21:00'),
        EndDateTime: seconds('2031-03-05', '01:30'),
      },
    };
    const { calls } = stubCalendarApi({
      [`GET ${routeUrl(calendarEventRoute, { id: 'night-2' })}`]: () => Response.json({ record: night }),
      [`PATCH ${routeUrl(updateCalendarEventRoute, { id: 'night-2' })}`]: (body) =>
        Response.json({ record: { ...night, fields: { ...night.fields, ...(body as object) } } }),
    });
    renderScreen(<EventCalendarScreen />, '/edit-event?id=night-2');
    const dialog = await screen.findByRole('dialog', { name: /Edit Event/ });
    expect(within(dialog).getByLabelText('End Time')).toHaveValue('01:30');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Opening night party');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      Title: 'Opening night party',
      StartDateTime: seconds('2031-03-04', '21:00'),
      EndDateTime: seconds('2031-03-05', '01:30'),
    });
  });

  it('says beside Save that someone else saved the event first, keeps the typing, and reloads theirs on Reload', async () => {
    signInAs('Admin');
    let stored = { ...rehearsal, id: 'night-3' };
    const conflict = staleVersionMessage('event', ['Title', 'Location']);
    const { calls } = stubCalendarApi({
      [`GET ${routeUrl(calendarEventRoute, { id: 'night-3' })}`]: () => Response.json({ record: stored }),
      [`PATCH ${routeUrl(updateCalendarEventRoute, { id: 'night-3' })}`]: () => {
        stored = { ...stored, fields: { ...stored.fields, Location: 'Green room', version: 2 } };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    renderScreen(<EventCalendarScreen />, '/edit-event?id=night-3');
    const dialog = await screen.findByRole('dialog', { name: /Edit Event/ });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Line run');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(conflict)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ Title: 'Line run', version: 1 });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Line run');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Location')).toHaveValue('Green room'));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Rehearsal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({ version: 2 }));
  });

  it('opens Edit Event at /edit-event?id= for an event of another month, and says so when it cannot load it', async () => {
    signInAs('Board');
    const later: CalendarEventRecord = {
      ...rehearsal,
      id: 'later-1',
      fields: { ...rehearsal.fields, Title: 'Gala', StartDateTime: seconds('2031-06-14', '18:00'), EndDateTime: seconds('2031-06-14', '21:00') },
    };
    stubCalendarApi({ [`GET ${routeUrl(calendarEventRoute, { id: 'later-1' })}`]: () => Response.json({ record: later }) });
    const { unmount } = renderScreen(<EventCalendarScreen />, '/edit-event?id=later-1');
    const dialog = await screen.findByRole('dialog', { name: /Edit Event/ });
    expect(within(dialog).getByText('Saturday, June 14, 2031')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gala');
    expect(screen.getByRole('heading', { level: 2, name: 'June 2031' })).toBeInTheDocument();
    unmount();

    renderScreen(<EventCalendarScreen />, '/edit-event?id=gone');
    expect(await screen.findByText('Error loading event data. Please try again.')).toBeInTheDocument();
  });

  it('moves focus to the first invalid field of a refused Add, its error read as its description', async () => {
    signInAs('Admin');
    const calls = stubCalendar([]);
    renderScreen(<EventCalendarScreen />, '/new-event');
    const dialog = await screen.findByRole('dialog', { name: /Add New Event/ });
    await userEvent.selectOptions(within(dialog).getByLabelText('Title'), 'Custom Title...');
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    const customTitle = within(dialog).getByLabelText('Custom title');
    await waitFor(() => expect(customTitle).toHaveFocus());
    expect(customTitle).toHaveAttribute('aria-invalid', 'true');
    expect(customTitle).toHaveAccessibleDescription('Please enter a custom title.');
    expect(within(dialog).getByLabelText('End Time')).toHaveAccessibleDescription(
      'End time must be after start time An end time earlier than the start time means the next day.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('moves focus to the emptied title of a refused Edit, its error read as its description', async () => {
    signInAs('Admin');
    stubCalendarApi({ [`GET ${routeUrl(calendarEventRoute, { id: rehearsal.id })}`]: () => Response.json({ record: rehearsal }) });
    renderScreen(<EventCalendarScreen />, `/edit-event?id=${rehearsal.id}`);
    const dialog = await screen.findByRole('dialog', { name: /Edit Event/ });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Please enter a title.');
  });
});
