import { myMemberRecordRoute, routeKey, updateOwnMemberRoute } from '@greenroom/contracts';
import { clearAnnouncements, clearSession, getSession, LiveRegion, signIn } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { MyInformationScreen } from './MyInformationScreen';

/** The screen as the shell hosts it, with the page's live regions. */
function renderMyInformation() {
  return renderScreen(
    <>
      <MyInformationScreen />
      <LiveRegion />
    </>,
  );
}

describe('MyInformationScreen', () => {
  beforeEach(() => {
    clearSession();
    clearAnnouncements();
  });

  it('shows the cached record at once, then the refreshed one, in five cards', async () => {
    signIn(memberFixture({ City: 'Old Town' }), 'tok');
    stubApi({ [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture({ City: 'Lady Lake', Teams: [] }) }) });
    renderMyInformation();
    expect(screen.getByText('Old Town')).toBeInTheDocument();
    expect(await screen.findByText('Lady Lake')).toBeInTheDocument();
    for (const title of ['Personal Information', 'Address Information', 'Membership Information', 'Biography', 'Teams & Activities']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Not currently assigned to any teams')).toBeInTheDocument();
    // The same word as the sidebar's badge: one name for what the member may do in the portal.
    expect(screen.getByText('Portal Role')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.queryByText('Access Level')).toBeNull();
  });

  it('sends only the changed fields plus Email, then shows and stores the saved record', async () => {
    signIn(memberFixture({ Mobile: '111' }), 'tok');
    const saved = memberFixture({ Mobile: '(352) 555-0199' });
    const api = stubApi({
      [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture({ Mobile: '111' }) }),
      [routeKey(updateOwnMemberRoute)]: () => Response.json({ member: saved, updatedFields: ['Mobile'] }),
    });
    renderMyInformation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Personal Information' }));
    const mobile = screen.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '352-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('(352) 555-0199')).toBeInTheDocument();
    // The contract's phone rule sends the one stored form.
    expect(api.calls.find((call) => call.key === routeKey(updateOwnMemberRoute))?.body).toEqual({
      Mobile: '(352) 555-0199',
      Email: 'margaret@example.com',
    });
    expect(getSession().member?.Mobile).toBe('(352) 555-0199');
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Personal Information saved.');
    // The Save button went away with the form: focus is on the saved section, which shows the message on screen.
    const section = screen.getByRole('region', { name: 'Personal Information' });
    expect(section).toHaveFocus();
    expect(within(section).getByText('Personal Information saved.')).toBeVisible();
  });

  it('closes without a call when nothing changed, saying so, and Cancel discards the draft', async () => {
    signIn(memberFixture({ City: 'Ocala' }), 'tok');
    const api = stubApi({ [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture({ City: 'Ocala' }) }) });
    renderMyInformation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Address Information' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Edit Address Information' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Address Information' });
    expect(within(section).getByText('Nothing to save: Address Information has no changes.')).toBeVisible();
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Nothing to save: Address Information has no changes.');
    await user.click(screen.getByRole('button', { name: 'Edit Address Information' }));
    await user.type(screen.getByLabelText('City'), 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Ocala')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('PATCH'))).toBe(false);
  });

  it('keeps edit mode open with the failure message', async () => {
    signIn(memberFixture(), 'tok');
    stubApi({
      [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture() }),
      [routeKey(updateOwnMemberRoute)]: () =>
        Response.json({ statusCode: 400, message: 'A biography can be at most 5000 characters.' }, { status: 400 }),
    });
    renderMyInformation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Biography' }));
    const bio = screen.getByLabelText('Personal Bio');
    expect(bio).toHaveAttribute('rows', '5');
    await user.type(bio, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Biography' });
    expect(await within(form).findByText('Failed to save changes: A biography can be at most 5000 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent('Failed to save changes: A biography can be at most 5000 characters.');
    expect(screen.getByLabelText('Personal Bio')).toHaveValue('Hello');
  });

  it.each([
    ['a server error', () => Response.json({ statusCode: 500, message: 'An unexpected error occurred. Please try again.' }, { status: 500 })],
    ['an answer without a message', () => new Response('', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to 'Failed to update your information.' on %s", async (_case, answer) => {
    signIn(memberFixture(), 'tok');
    stubApi({ [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture() }), [routeKey(updateOwnMemberRoute)]: answer });
    renderMyInformation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Biography' }));
    await user.type(screen.getByLabelText('Personal Bio'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(screen.getByRole('form', { name: 'Biography' })).findByText(/^Failed to save changes: Failed to update your information\.$/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(/^Failed to save changes: Failed to update your information\.$/);
  });

  it("checks the section with the server's rules before sending, and focuses the field to fix", async () => {
    signIn(memberFixture(), 'tok');
    const api = stubApi({ [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture() }) });
    renderMyInformation();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Personal Information' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByLabelText('First Name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('First name is required.');
    expect(api.calls.some((call) => call.key.startsWith('PATCH'))).toBe(false);
  });

  it('shows the load error with Try Again', async () => {
    signIn(memberFixture(), 'tok');
    let calls = 0;
    stubApi({
      [routeKey(myMemberRecordRoute)]: () => {
        calls += 1;
        return Response.json({ statusCode: 404, message: 'No member' }, { status: 404 });
      },
    });
    renderMyInformation();
    expect(await screen.findByText('No member account found with this email address.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
