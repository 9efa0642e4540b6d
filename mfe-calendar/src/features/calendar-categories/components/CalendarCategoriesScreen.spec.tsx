import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CATEGORY_PALETTE,
  staleVersionMessage,
  type CalendarCategoryItem,
  calendarCategoriesRoute,
  createCalendarCategoryRoute,
  orderCalendarCategoriesRoute,
  retireCalendarCategoryRoute,
  routeKey,
  routeUrl,
  updateCalendarCategoryRoute,
} from '@greenroom/contracts';
import { LiveRegion, clearAnnouncements } from '@greenroom/sdk';
import { renderScreen } from '@greenroom/testing';
import { signInAs } from '../../../test-support/sign-in-as';
import { stubCalendarApi } from '../../../test-support/stub-calendar-api';
import { CalendarCategoriesScreen } from './CalendarCategoriesScreen';

const rehearsal = { id: 'c1', name: 'Rehearsal', fillColor: '#6a1b9a', textColor: '#ffffff', retired: false, version: 1 };
const meeting = { id: 'c2', name: 'Meeting', fillColor: '#f4b400', textColor: '#000000', retired: false, version: 1 };
const workshop = { id: 'c3', name: 'Workshop', fillColor: '#00838f', textColor: '#000000', retired: false, version: 1 };

describe('CalendarCategoriesScreen', () => {
  beforeEach(() => signInAs('Admin'));
  afterEach(() => clearAnnouncements());

  const renderWithLiveRegion = () =>
    renderScreen(
      <>
        <CalendarCategoriesScreen />
        <LiveRegion />
      </>,
      '/calendar-categories',
    );

  it('moves a category down with the keyboard: saves the whole order, says its new place and keeps the focus on it', async () => {
    let stored: CalendarCategoryItem[] = [rehearsal, meeting, workshop];
    const { calls } = stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: stored }),
      [routeKey(orderCalendarCategoriesRoute)]: (body) => {
        const order = (body as { categories: { id: string }[] }).categories;
        stored = order.map(({ id }) => ({ ...stored.find((category) => category.id === id)!, version: 2 }));
        return Response.json({ categories: stored });
      },
    });
    renderWithLiveRegion();
    const down = await screen.findByRole('button', { name: 'Move down Rehearsal' });
    expect(screen.getByRole('button', { name: 'Move up Rehearsal' })).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Rehearsal moved down. It is now number 2 of 3.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categories: [
        { id: 'c2', version: 1 },
        { id: 'c1', version: 1 },
        { id: 'c3', version: 1 },
      ],
    });
    const rows = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual(['Meeting', 'Rehearsal', 'Workshop']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Rehearsal' })).toHaveFocus());

    // Once more to the end: Move down is then off, so the focus stays on the row with Move up.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Rehearsal moved down. It is now number 3 of 3.'));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      categories: [
        { id: 'c2', version: 2 },
        { id: 'c3', version: 2 },
        { id: 'c1', version: 2 },
      ],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Rehearsal' })).toHaveFocus());
  });

  it('says that someone else changed the list first, and reloads it on Reload', async () => {
    let stored: CalendarCategoryItem[] = [rehearsal, meeting];
    const conflict = staleVersionMessage('list of categories', []);
    stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: stored }),
      [routeKey(orderCalendarCategoriesRoute)]: () => {
        stored = [
          { ...meeting, version: 2 },
          { ...rehearsal, version: 2 },
        ];
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    renderWithLiveRegion();
    await userEvent.click(await screen.findByRole('button', { name: 'Move up Meeting' }));
    await waitFor(() => expect(document.querySelector('[data-save-result="error"]')).toHaveTextContent(conflict));
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(conflict);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Meeting' })).toBeDisabled());
  });

  it('offers only the palette colours and adds a category with the one chosen', async () => {
    const { calls } = stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [rehearsal] }),
      [routeKey(createCalendarCategoryRoute)]: (body) =>
        Response.json({ category: { id: 'c2', ...(body as object), textColor: '#ffffff', retired: false, version: 1 } }, { status: 201 }),
    });
    renderScreen(<CalendarCategoriesScreen />, '/calendar-categories');
    const form = screen.getByRole('form', { name: 'Add a category' });
    expect(within(form).getAllByRole('radio')).toHaveLength(CATEGORY_PALETTE.length);
    await userEvent.type(within(form).getByLabelText(/Category name/), 'Set Building');
    await userEvent.click(within(form).getByLabelText('Teal'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category Set Building added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Set Building', fillColor: '#00838f' });
  });

  it('retires a category and says its events keep it', async () => {
    stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [rehearsal] }),
      [`POST ${routeUrl(retireCalendarCategoryRoute, { id: 'c1' })}`]: () => Response.json({ category: { ...rehearsal, retired: true } }),
    });
    renderScreen(<CalendarCategoriesScreen />, '/calendar-categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Rehearsal' }));
    expect(await screen.findByText('Rehearsal retired: its events keep it.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken name', async () => {
    stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [rehearsal] }),
      [routeKey(createCalendarCategoryRoute)]: () =>
        Response.json({ statusCode: 409, message: 'A category with that name already exists.' }, { status: 409 }),
    });
    renderScreen(<CalendarCategoriesScreen />, '/calendar-categories');
    const form = screen.getByRole('form', { name: 'Add a category' });
    await userEvent.type(within(form).getByLabelText(/Category name/), 'rehearsal');
    await userEvent.click(within(form).getByLabelText('Blue'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with that name already exists.')).toBeInTheDocument();
  });

  it('says beside Save that someone else changed the category first, and reloads theirs on Reload', async () => {
    let stored = rehearsal;
    const conflict = staleVersionMessage('category', ['Colour']);
    const { calls } = stubCalendarApi({
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [stored] }),
      [`PATCH ${routeUrl(updateCalendarCategoryRoute, { id: 'c1' })}`]: () => {
        stored = { ...rehearsal, fillColor: '#00838f', textColor: '#000000', version: 2 };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    renderScreen(<CalendarCategoriesScreen />, '/calendar-categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename or recolour Rehearsal' }));
    const form = screen.getByRole('form', { name: 'Change Rehearsal' });
    await userEvent.type(within(form).getByLabelText(/Category name/), 's');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(conflict)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Rehearsals', fillColor: '#6a1b9a', version: 1 });
    expect(within(form).getByLabelText(/Category name/)).toHaveValue('Rehearsals');
    await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByLabelText('Teal')).toBeChecked());
    expect(within(form).getByLabelText(/Category name/)).toHaveValue('Rehearsal');
  });
});
