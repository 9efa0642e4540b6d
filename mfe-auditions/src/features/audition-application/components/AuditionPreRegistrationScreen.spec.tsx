import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  routeKey,
  routeUrl,
  calendarDataRoute,
  memberHeadshotInfoRoute,
  memberHeadshotRoute,
  myAuditionApplicationsRoute,
  patchMemberProfileRoute,
  showInformationRoute,
  submitAuditionApplicationRoute,
  uploadMemberHeadshotRoute,
} from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi, type ApiStubs, type StubbedCall } from '@greenroom/testing';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import AuditionsRoutes from '../../../routes';

const SHOW = 'The Importance of Being Earnest';
const SATURDAY = Date.UTC(2030, 0, 5, 18) / 1000;
const member = memberFixture({
  id: 'm-1',
  First_Name: 'Ruth',
  Last_Name: 'Baker',
  Email: 'ruth@example.test',
  Gender: 'F',
  Mobile: null,
  Show_Bio: null,
});

/** A member whose profile has all the form needs applies for Jack on January 5, 2030, and submits. */
async function submitForJack(): Promise<void> {
  signIn({ ...member, Mobile: '(352) 555-0100', Show_Bio: 'bio', Gender: null }, 'token');
  renderScreen(<AuditionsRoutes />, `/audition-application/d1`);
  await userEvent.click(await screen.findByLabelText(/Jack/));
  await userEvent.click(screen.getByLabelText(/January 5, 2030/));
  await userEvent.click(screen.getByLabelText('Yes'));
  await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));
}

function auditionApi(overrides: ApiStubs = {}): StubbedCall[] {
  return stubApi({
    [routeKey(calendarDataRoute)]: () =>
      Response.json({
        records: [
          // Already begun (the calendar answers events overlapping "from"): not a date one can still choose.
          {
            id: 'd0',
            fields: {
              Title: 'Audition',
              Category: SHOW,
              Details: 'Cold readings',
              Location: null,
              StartDateTime: Date.now() / 1000 - 600,
              EndDateTime: Date.now() / 1000 + 600,
              IsAllDay: false,
              SeriesId: null,
              version: 1,
            },
          },
          {
            id: 'd2',
            fields: {
              Title: 'Audition',
              Category: SHOW,
              Details: 'Cold readings',
              Location: null,
              StartDateTime: SATURDAY + 7 * 86400,
              EndDateTime: SATURDAY + 7 * 86400 + 10800,
              IsAllDay: false,
              SeriesId: null,
              version: 1,
            },
          },
          {
            id: 'd1',
            fields: {
              Title: 'Audition',
              Category: SHOW,
              Details: 'Cold readings',
              Location: null,
              StartDateTime: SATURDAY,
              EndDateTime: SATURDAY + 10800,
              IsAllDay: false,
              SeriesId: null,
              version: 1,
            },
          },
        ],
      }),
    [routeKey(showInformationRoute)]: () =>
      Response.json({
        records: [
          {
            id: 's',
            fields: { Title: SHOW, CharacterNameDescription: 'Jack-M-30s-50s-earnest|Lady Bracknell-F-60s-80s-formidable|Cecily-F-20s-40s-romantic' },
          },
        ],
      }),
    [`GET ${routeUrl(memberHeadshotInfoRoute, { memberId: 'm-1' })}`]: () => Response.json({ headshot: null }),
    [`PATCH ${routeUrl(patchMemberProfileRoute, { memberId: 'm-1' })}`]: (body) => Response.json(body),
    [routeKey(submitAuditionApplicationRoute)]: () => Response.json({ id: 'a-1', updated: false }),
    [routeKey(myAuditionApplicationsRoute)]: () => Response.json({ applications: [] }),
    ...overrides,
  }).calls;
}

describe('AuditionPreRegistrationScreen', () => {
  beforeEach(() => signIn(member, 'token'));
  afterEach(() => clearSession());

  it('lists open auditions grouped by show with TBD location and sorted future dates, then opens the form', async () => {
    const calls = auditionApi();
    renderScreen(<AuditionsRoutes />, '/audition-application');
    expect(screen.getByText('Loading audition data...')).toBeInTheDocument();
    const card = await screen.findByTestId(`group-${SHOW}`);
    expect(screen.getByRole('heading', { name: 'Select a Show to Pre-Register For Auditioning' })).toBeInTheDocument();
    expect(within(card).getByText('TBD')).toBeInTheDocument();
    expect(calls[0].url).toContain(`${routeUrl(calendarDataRoute)}?filter=${encodeURIComponent('{"Title":["Audition"]}')}&from=`);
    const dates = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(dates).toHaveLength(2);
    expect(dates[0]).toContain('January 5, 2030');
    expect(dates[1]).toContain('January 12, 2030');
    await userEvent.click(within(card).getByRole('button', { name: 'Pre-Register for this Audition' }));
    expect(await screen.findByRole('heading', { name: `${SHOW} Audition Pre-Registration` })).toBeInTheDocument();
  });

  it('shows an earlier pre-registration on its card with View and Change, and Change reopens the form with the answers', async () => {
    const first = new Date(2029, 11, 1, 10).toISOString();
    const latest = new Date(2029, 11, 3, 15).toISOString();
    auditionApi({
      [routeKey(myAuditionApplicationsRoute)]: () =>
        Response.json({
          applications: [
            {
              showName: SHOW,
              auditionId: `group-${SHOW}`,
              firstSubmittedAt: first,
              lastSubmittedAt: latest,
              selectedDates: [{ id: 'd1', date: 'x', startTime: 'x', endTime: 'x', unixStart: SATURDAY, unixEnd: SATURDAY + 10800 }],
              selectedCharacters: ['Lady Bracknell'],
              acceptOtherRole: 'Yes',
              conflicts: 'Away in March',
            },
          ],
        }),
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    const status = await screen.findByTestId('pre-registration-status');
    expect(status).toHaveTextContent('You pre-registered on December 1, 2029.');
    expect(status).toHaveTextContent('You last changed it on December 3, 2029.');
    expect(screen.queryByRole('button', { name: 'Pre-Register for this Audition' })).not.toBeInTheDocument();
    expect(within(status).getByText('Away in March')).not.toBeVisible();

    await userEvent.click(within(status).getByRole('button', { name: 'View' }));
    expect(within(status).getByText('Away in March')).toBeVisible();
    expect(within(status).getByText('Lady Bracknell')).toBeVisible();

    await userEvent.click(within(status).getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('pre-registration-saved')).toHaveTextContent('You pre-registered on December 1, 2029.');
    expect(await screen.findByLabelText(/Lady Bracknell/)).toBeChecked();
    expect(screen.getByLabelText('Please list any dates you cannot attend rehearsals or performances:')).toHaveValue('Away in March');
    const dates = screen.getByRole('group', { name: /Please select which date\(s\) you plan to attend/ });
    expect(
      within(dates)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false]);
  });

  it('says so when no audition is open', async () => {
    stubApi({
      [routeKey(calendarDataRoute)]: () => Response.json({ records: [] }),
      [routeKey(myAuditionApplicationsRoute)]: () => Response.json({ applications: [] }),
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    expect(await screen.findByText('There are currently no open auditions available.')).toBeInTheDocument();
    expect(screen.getByText('Please check back later.')).toBeInTheDocument();
  });

  it("shows the characters of the member's gender unless Show all characters is ticked", async () => {
    auditionApi();
    renderScreen(<AuditionsRoutes />, `/audition-application/group-${SHOW}`);
    await screen.findByLabelText(/Lady Bracknell/);
    expect(screen.queryByLabelText(/Jack/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show all characters (including opposite gender roles)'));
    expect(screen.getByLabelText(/Jack/)).toBeInTheDocument();
  });

  it('collects every problem in one alert, then submits the spec payload and shows the success view', async () => {
    const calls = auditionApi();
    renderScreen(<AuditionsRoutes />, `/audition-application?auditionId=group-${SHOW}`);
    await screen.findByLabelText(/Lady Bracknell/);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));
    const alert = await screen.findByTestId('audition-problems');
    expect(within(alert).getByText('Please correct the following:')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mobile phone number is required.',
      'Please select at least one audition date.',
      'Please select at least one character to audition for.',
      'Please indicate whether you would accept another role if offered.',
      'Please provide your show bio.',
    ]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Mobile'), '352-555-0100');
    await userEvent.click(screen.getByLabelText(/January 12, 2030/));
    await userEvent.click(screen.getByLabelText(/Lady Bracknell/));
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.type(screen.getByLabelText('Recent Theater Bio:'), 'Miss Prism, 2019');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));

    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument();
    expect(screen.getByText(`Thank you for submitting your audition application for ${SHOW}.`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ Mobile: '(352) 555-0100', Show_Bio: 'Miss Prism, 2019' });
    const submission = calls.find((call) => call.method === 'POST' && call.url === routeUrl(submitAuditionApplicationRoute))?.body as Record<
      string,
      unknown
    >;
    expect(submission).toMatchObject({
      memberId: 'm-1',
      firstName: 'Ruth',
      lastName: 'Baker',
      email: 'ruth@example.test',
      landline: '',
      mobile: '(352) 555-0100',
      showBio: 'Miss Prism, 2019',
      auditionId: `group-${SHOW}`,
      showName: SHOW,
      location: 'TBD',
      selectedCharacters: ['Lady Bracknell'],
      acceptOtherRole: 'No',
      conflicts: '',
      submissionMethod: 'web',
    });
    expect(submission.selectedDates).toEqual([
      expect.objectContaining({
        id: 'd2',
        date: 'Saturday, January 12, 2030',
        unixStart: SATURDAY + 7 * 86400,
        unixEnd: SATURDAY + 7 * 86400 + 10800,
      }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Return to Auditions' }));
    expect(await screen.findByRole('heading', { name: 'Select a Show to Pre-Register For Auditioning' })).toBeInTheDocument();
  });

  it("moves focus to the first invalid field of a refused submit, each error read as its field's description", async () => {
    auditionApi();
    renderScreen(<AuditionsRoutes />, `/audition-application?auditionId=group-${SHOW}`);
    await screen.findByLabelText(/Lady Bracknell/);
    await userEvent.type(screen.getByLabelText('Mobile'), '352-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));

    const firstDate = screen.getByLabelText(/January 5, 2030/);
    await waitFor(() => expect(firstDate).toHaveFocus());
    expect(firstDate).toHaveAttribute('aria-invalid', 'true');
    expect(firstDate).toHaveAccessibleDescription('Please select at least one audition date.');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Yes')).toHaveAccessibleDescription('Please indicate whether you would accept another role if offered.');
    expect(screen.getByLabelText('Recent Theater Bio:')).toHaveAccessibleDescription(
      'Please provide your show bio. Your bio is saved to your member profile.',
    );
  });

  it("shows the server's message when the submission is refused", async () => {
    auditionApi({
      [routeKey(submitAuditionApplicationRoute)]: () =>
        Response.json({ statusCode: 400, message: 'Auditions for this show are closed.' }, { status: 400 }),
    });
    await submitForJack();
    expect(await screen.findByText('Auditions for this show are closed.')).toBeInTheDocument();
  });

  it('refuses a non-image before uploading', async () => {
    const calls = auditionApi();
    renderScreen(<AuditionsRoutes />, `/audition-application/group-${SHOW}`);
    const input = await screen.findByLabelText('Choose a photo (an image under 5MB)');
    await userEvent.upload(input, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/headshot') && call.method === 'POST')).toBe(false);
  });

  it('clears "Please select an image file" once a valid picture is chosen', async () => {
    auditionApi();
    renderScreen(<AuditionsRoutes />, `/audition-application/group-${SHOW}`);
    const input = await screen.findByLabelText('Choose a photo (an image under 5MB)');
    await userEvent.upload(input, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    await userEvent.upload(input, new File(['png'], 'headshot.png', { type: 'image/png' }));
    expect(screen.queryByText('Please select an image file')).toBeNull();
    expect(screen.getByTestId('photo-chosen')).toHaveTextContent('headshot.png will be sent when you press "Submit Pre-Registration"');
  });

  it('sends a chosen photo that was not uploaded with Submit, before the application', async () => {
    const calls = auditionApi({
      [`POST ${routeUrl(uploadMemberHeadshotRoute, { memberId: 'm-1' })}`]: () =>
        Response.json({ headshot: { timeUploaded: Date.now() / 1000, url: routeUrl(memberHeadshotRoute, { memberId: 'm-1' }) } }),
    });
    signIn({ ...member, Mobile: '(352) 555-0100', Show_Bio: 'bio', Gender: null }, 'token');
    renderScreen(<AuditionsRoutes />, `/audition-application/d1`);
    await userEvent.upload(
      await screen.findByLabelText('Choose a photo (an image under 5MB)'),
      new File(['png'], 'headshot.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByLabelText(/Jack/));
    await userEvent.click(screen.getByLabelText(/January 5, 2030/));
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted!' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url, 'http://portal').pathname);
    expect(posts).toEqual([routeUrl(uploadMemberHeadshotRoute, { memberId: 'm-1' }), routeUrl(submitAuditionApplicationRoute)]);
  });

  it('keeps the form and says so plainly when the chosen photo cannot be sent', async () => {
    const calls = auditionApi({
      [`POST ${routeUrl(uploadMemberHeadshotRoute, { memberId: 'm-1' })}`]: () =>
        Response.json({ statusCode: 413, message: 'The photo is too large.' }, { status: 413 }),
    });
    signIn({ ...member, Mobile: '(352) 555-0100', Show_Bio: 'bio', Gender: null }, 'token');
    renderScreen(<AuditionsRoutes />, `/audition-application/d1`);
    await userEvent.upload(
      await screen.findByLabelText('Choose a photo (an image under 5MB)'),
      new File(['png'], 'headshot.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByLabelText(/Jack/));
    await userEvent.click(screen.getByLabelText(/January 5, 2030/));
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Pre-Registration' }));
    expect(await screen.findByText(/Your photo could not be sent, so your pre-registration has not been submitted yet/)).toBeInTheDocument();
    expect(screen.getByText('Failed to upload profile photo: The photo is too large.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Jack/)).toBeChecked();
    expect(calls.some((call) => call.url.endsWith(routeUrl(submitAuditionApplicationRoute)) && call.method === 'POST')).toBe(false);
  });

  it('falls back with the reason when the requested audition is not open', async () => {
    auditionApi();
    renderScreen(<AuditionsRoutes />, '/audition-application/group-Cats');
    expect(await screen.findByText('Unable to load the application form. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Could not load audition data: No auditions found for category: Cats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Auditions' }));
    expect(await screen.findByTestId(`group-${SHOW}`)).toBeInTheDocument();
  });

  it('names a calendar failure as the reason when an audition was chosen before the list could load', async () => {
    auditionApi({
      [routeKey(calendarDataRoute)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(<AuditionsRoutes />, `/audition-application/group-${SHOW}`);
    expect(
      await screen.findByText('Could not load audition data: Unable to reach the server. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No auditions found for category/)).toBeNull();
  });

  it('says "An error occurred while submitting your application" when the server cannot be reached', async () => {
    auditionApi({
      [routeKey(submitAuditionApplicationRoute)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await submitForJack();
    expect(await screen.findByText('An error occurred while submitting your application. Please try again.')).toBeInTheDocument();
  });

  it('goes back from the audition list to the page the member came from', async () => {
    auditionApi();
    window.history.replaceState(null, '', '/my-teams');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BrowserRouter>
          <Routes>
            <Route path="/my-teams" element={<Link to="/audition-application">Auditions</Link>} />
            <Route path="/dashboard" element={<p>Member Dashboard</p>} />
            <Route path="/*" element={<AuditionsRoutes />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Auditions' }));
    await screen.findByTestId(`group-${SHOW}`);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('link', { name: 'Auditions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-teams');
  });

  it('goes back from the audition list to the dashboard itself when the list was the first page, not through an address that redirects', async () => {
    auditionApi();
    renderScreen(
      <Routes>
        <Route path="/dashboard" element={<p>Member Dashboard</p>} />
        <Route path="/*" element={<AuditionsRoutes />} />
      </Routes>,
      '/audition-application',
    );
    await screen.findByTestId(`group-${SHOW}`);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Member Dashboard')).toBeInTheDocument();
  });

  it('without a signed-in member, says so and goes to the login screen', async () => {
    clearSession();
    stubApi({
      [routeKey(calendarDataRoute)]: () => Response.json({ records: [] }),
      [routeKey(myAuditionApplicationsRoute)]: () => Response.json({ applications: [] }),
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    await waitFor(() => expect(screen.getByText('login screen')).toBeInTheDocument());
  });
});
