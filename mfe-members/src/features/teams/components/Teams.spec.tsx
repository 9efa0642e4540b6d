import { staleVersionMessage, routeKey, routeUrl, teamChoicesRoute, teamsRoute, updateMemberTeamsRoute, updateTeamRoute } from '@greenroom/contracts';
import { clearSession, getSession, signIn } from '@greenroom/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { EditTeamsScreen } from './EditTeamsScreen';
import { MyTeamsScreen } from './MyTeamsScreen';

const SET = {
  id: 't-set',
  name: 'Set',
  description: 'Build sets.',
  coordinatorDetails: { name: 'William Harper', email: 'set@example.com' },
  version: 2,
};

describe('My Teams', () => {
  beforeEach(() => clearSession());

  it("saves the ticked teams for the session's member and stores the answer", async () => {
    signIn(memberFixture({ Teams: ['Set'] }), 'tok');
    const api = stubApi({
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Actor', 'Props', 'Set'] }),
      [routeKey(updateMemberTeamsRoute)]: () => Response.json({ member: memberFixture({ Teams: ['Props', 'Set'] }) }),
    });
    renderScreen(<MyTeamsScreen />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Set')).toBeChecked();
    await user.click(screen.getByLabelText('Props'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your teams have been updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === routeKey(updateMemberTeamsRoute))?.body).toEqual({
      email: 'margaret@example.com',
      // The form sends the ticked boxes in the order they are listed.
      teams: ['Props', 'Set'],
    });
    expect(getSession().member?.Teams).toEqual(['Props', 'Set']);
  });

  it('refuses to save without a member e-mail', async () => {
    stubApi({ [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Set'] }) });
    renderScreen(<MyTeamsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('User information is missing. Please log in again.')).toBeInTheDocument();
  });
});

describe('Edit Teams', () => {
  beforeEach(() => clearSession());

  it('shows Access Restricted to a Member', () => {
    signIn(memberFixture(), 'tok');
    stubApi({ [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: [SET] }) });
    renderScreen(<EditTeamsScreen />);
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
  });

  it('lets a Leader change a team and its coordinator, checking the e-mail first', async () => {
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    const api = stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: [SET] }),
      [`PUT ${routeUrl(updateTeamRoute, { id: 't-set' })}`]: () => Response.json({ team: { ...SET, name: 'Scenery' } }),
    });
    renderScreen(<EditTeamsScreen />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Team'), 'Set');
    const name = screen.getByLabelText('Team Name');
    await user.clear(name);
    await user.type(name, 'Scenery');
    const email = screen.getByLabelText('Coordinator Email');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Team saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === `PUT ${routeUrl(updateTeamRoute, { id: 't-set' })}`)?.body).toEqual({
      name: 'Scenery',
      description: 'Build sets.',
      coordinatorName: 'William Harper',
      coordinatorEmail: null,
      version: 2,
    });
  });

  it('says beside Save that someone else saved the team first, keeps the typing, and reloads theirs on Reload', async () => {
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    let stored = SET;
    const conflict = staleVersionMessage('team', ['Description']);
    stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: [stored] }),
      [`PUT ${routeUrl(updateTeamRoute, { id: 't-set' })}`]: () => {
        stored = { ...SET, description: 'Build and paint sets.', version: 3 };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    renderScreen(<EditTeamsScreen />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Team'), 'Set');
    await user.type(screen.getByLabelText('Coordinator Name'), 'son');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(screen.getByLabelText('Coordinator Name')).toHaveValue('William Harperson');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Build and paint sets.'));
    expect(screen.getByLabelText('Coordinator Name')).toHaveValue('William Harper');
    expect(screen.queryByText(conflict)).toBeNull();
  });
});
