import { staleVersionMessage, type Show, routeKey, routeUrl, showsRoute, updateShowRoute } from '@greenroom/contracts';
import { setTheaterTimeZone, signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManageShowsScreen } from './ManageShowsScreen';

const ANNIE: Show = {
  id: 's1',
  name: 'Annie',
  description: 'The sun will come out.',
  auditionLocation: 'Savannah',
  characters: [{ name: 'Sandy', gender: 'Any', ageRange: '', descriptors: 'a dog' }],
  auditionDates: [{ id: 'd1', StartDateTime: Date.UTC(2031, 2, 2, 18) / 1000, EndDateTime: Date.UTC(2031, 2, 2, 21) / 1000 }],
  retired: false,
  version: 4,
};

describe('Manage Shows', () => {
  beforeEach(() => {
    setTheaterTimeZone('America/New_York');
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'token');
  });

  it('says beside Save that someone else saved the show first, keeps the typing, and reloads theirs on Reload', async () => {
    let stored = ANNIE;
    const conflict = staleVersionMessage('show', ['Description', 'Audition Location']);
    const api = stubApi({
      [routeKey(showsRoute)]: () => Response.json({ shows: [stored] }),
      [`PUT ${routeUrl(updateShowRoute, { id: 's1' })}`]: () => {
        stored = { ...ANNIE, description: 'Tomorrow!', version: 5 };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    renderScreen(<ManageShowsScreen />, '/manage-shows');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Annie' }));
    const form = screen.getByRole('form', { name: 'Edit Annie' });
    await user.clear(within(form).getByLabelText('Audition location'));
    await user.type(within(form).getByLabelText('Audition location'), 'Laurel Manor');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(conflict)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ auditionLocation: 'Laurel Manor', version: 4 });
    expect(within(form).getByLabelText('Audition location')).toHaveValue('Laurel Manor');

    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByLabelText('Description')).toHaveValue('Tomorrow!'));
    expect(within(form).getByLabelText('Audition location')).toHaveValue('Savannah');
    expect(within(form).queryByText(conflict)).toBeNull();
  });
});
