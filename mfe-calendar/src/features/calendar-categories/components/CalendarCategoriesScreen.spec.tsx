import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_PALETTE, staleVersionMessage } from '@greenroom/contracts';
import { renderScreen } from '@greenroom/testing';
import { signInAs } from '../../../test-support/sign-in-as';
import { stubCalendarApi } from '../../../test-support/stub-calendar-api';
import { CalendarCategoriesScreen } from './CalendarCategoriesScreen';

const rehearsal = { id: 'c1', name: 'Rehearsal', fillColor: '#6a1b9a', textColor: '#ffffff', retired: false, version: 1 };

describe('CalendarCategoriesScreen', () => {
  beforeEach(() => signInAs('Admin'));

  it('offers only the palette colours and adds a category with the one chosen', async () => {
    const { calls } = stubCalendarApi({
      'GET /api/calendar-categories': () => Response.json({ categories: [rehearsal] }),
      'POST /api/calendar-categories': (body) =>
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
      'GET /api/calendar-categories': () => Response.json({ categories: [rehearsal] }),
      'POST /api/calendar-categories/c1/retire': () => Response.json({ category: { ...rehearsal, retired: true } }),
    });
    renderScreen(<CalendarCategoriesScreen />, '/calendar-categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Rehearsal' }));
    expect(await screen.findByText('Rehearsal retired: its events keep it.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken name', async () => {
    stubCalendarApi({
      'GET /api/calendar-categories': () => Response.json({ categories: [rehearsal] }),
      'POST /api/calendar-categories': () =>
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
      'GET /api/calendar-categories': () => Response.json({ categories: [stored] }),
      'PATCH /api/calendar-categories/c1': () => {
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
