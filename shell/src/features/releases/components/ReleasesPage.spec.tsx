import {
  activateReleaseRoute,
  createReleaseTokenRoute,
  releaseIntegrityRoute,
  releaseTokensRoute,
  remotesRoute,
  revokeReleaseTokenRoute,
  routeKey,
  routeUrl,
  stageReleaseRoute,
  type ReleaseToken,
  type RemotesResponse,
  type Rollout,
  type RolloutEvent,
} from '@greenroom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, stubApi } from '@greenroom/testing';
import { ReleasesPage } from './ReleasesPage';

const CALENDAR_V1 = 'http://localhost:4202/mf-manifest.json';
const CALENDAR_V2 = 'https://cdn.example.org/calendar/2.0.0/mf-manifest.json';

const NO_REPORTS = { drawn: 0, loadFailed: 0, renderErrors: 0, meanDrawMs: null };

function remotes(activeVersion: string, rollbackVersion: string | null): RemotesResponse {
  return {
    remotes: [
      {
        name: 'calendar',
        activeVersion,
        rollbackVersion,
        releases: [
          {
            version: '3.0.0',
            manifestUrl: 'https://cdn.example.org/calendar/3.0.0/mf-manifest.json',
            registeredAt: '2026-11-23T10:00:00Z',
            registeredBy: 'deploy token',
            status: 'refused',
            problems: ['calendar: module "./EventsAtAGlance" is not exposed (exposes: ./routes)'],
            health: NO_REPORTS,
          },
          {
            version: '2.0.0',
            manifestUrl: CALENDAR_V2,
            registeredAt: '2026-11-22T10:00:00Z',
            registeredBy: 'deploy token',
            status: 'passed',
            problems: [],
            health: { drawn: 41, loadFailed: 2, renderErrors: 1, meanDrawMs: 840 },
          },
          {
            version: 'initial',
            manifestUrl: CALENDAR_V1,
            registeredAt: '2026-11-21T10:00:00Z',
            registeredBy: 'seed',
            status: 'passed',
            problems: [],
            health: NO_REPORTS,
          },
        ],
        activations: [{ version: 'initial', previousVersion: null, activatedAt: '2026-11-21T10:00:00Z', activatedBy: 'seed' }],
        rollout: null,
        rolloutHistory: [],
      },
    ],
  };
}

function withTrial(rollout: Rollout | null, rolloutHistory: RolloutEvent[] = []): RemotesResponse {
  const base = remotes('initial', null);
  return { remotes: [{ ...base.remotes[0], rollout, rolloutHistory }] };
}

const TRIAL: Rollout = {
  version: '2.0.0',
  previousVersion: 'initial',
  stage: 'admins',
  share: 50,
  autoAdvance: true,
  stageSeconds: 1800,
  errorThresholdPercent: 5,
  windowSeconds: 600,
  minSessions: 20,
  startedAt: '2026-11-24T10:00:00Z',
  stageStartedAt: '2026-11-24T10:00:00Z',
  startedBy: 'Margaret Whitfield',
  revision: 1,
};

describe('ReleasesPage', () => {
  it('tries a version out with the Admins first, then a share of the members, saying who sees what', async () => {
    let current = withTrial(null);
    const api = stubApi({
      [routeKey(remotesRoute)]: () => Response.json(current),
      [`GET ${CALENDAR_V1}`]: () => Response.json({ name: 'calendar' }),
      [`POST ${routeUrl(stageReleaseRoute, { name: 'calendar' })}`]: () => {
        current = withTrial(current.remotes[0].rollout ? { ...TRIAL, stage: 'share', revision: 2 } : TRIAL);
        return Response.json({ activeVersion: 'initial', rollout: current.remotes[0].rollout });
      },
    });
    renderScreen(<ReleasesPage />, '/releases');
    const calendar = await screen.findByRole('region', { name: 'calendar' });
    await userEvent.click(within(calendar).getByRole('button', { name: /^Try it out first/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Try out a new version of calendar?' });
    const share = within(dialog).getByLabelText('Members who get it in the second step (out of 100)');
    await userEvent.clear(share);
    await userEvent.type(share, '50');
    await userEvent.click(within(dialog).getByLabelText('Move on to the next step by itself when all goes well'));
    const minutes = within(dialog).getByLabelText('Each step lasts (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start with the Admins' }));

    const trial = await screen.findByRole('region', { name: 'A new version is being tried out' });
    expect(trial).toHaveTextContent('Admins see the new version (registered Nov 22, 2026, 5:00 AM by deploy token).');
    expect(trial).toHaveTextContent('All other members see the current version (registered Nov 21, 2026, 5:00 AM by seed).');
    expect(trial).toHaveTextContent(
      'If more than 5% of the pages that show it go wrong within 10 minutes (once it has been shown at least 20 times), the portal takes it back by itself. If all goes well, each step moves on by itself after 30 minutes.',
    );
    await userEvent.click(within(trial).getByRole('button', { name: 'Offer it to about 50 in 100 members as well' }));
    expect(
      await screen.findByText('About 50 in 100 of the other members see the new version (registered Nov 22, 2026, 5:00 AM by deploy token).'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST')).map((call) => call.body)).toEqual([
      {
        version: '2.0.0',
        stage: 'admins',
        share: 50,
        autoAdvance: true,
        stageSeconds: 1800,
        errorThresholdPercent: 5,
        windowSeconds: 600,
        minSessions: 20,
      },
      {
        version: '2.0.0',
        stage: 'share',
        share: 50,
        autoAdvance: true,
        stageSeconds: 1800,
        errorThresholdPercent: 5,
        windowSeconds: 600,
        minSessions: 20,
        revision: 1,
      },
    ]);
  });

  it('says why the portal took a version back, with the figures', async () => {
    stubApi({
      [routeKey(remotesRoute)]: () =>
        Response.json(
          withTrial(null, [
            {
              version: '2.0.0',
              event: 'rolled back',
              stage: null,
              share: 50,
              at: '2026-11-24T10:05:00Z',
              by: 'The portal itself',
              figures: { sessions: 40, errors: 12, errorPercent: 30, thresholdPercent: 5, windowSeconds: 600, minSessions: 20 },
            },
          ]),
        ),
      [`GET ${CALENDAR_V1}`]: () => Response.json({ name: 'calendar' }),
    });
    renderScreen(<ReleasesPage />, '/releases');
    expect(await screen.findByTestId('rollout-history-calendar')).toHaveTextContent(
      'Nov 24, 2026, 5:05 AM: The portal took the version registered Nov 22, 2026, 5:00 AM by deploy token back by itself: everyone sees the version before again. In the last 10 minutes, 12 of 40 pages that showed it went wrong (30%), more than the 5% allowed.',
    );
  });

  it('shows each release with its check, and activates one only after the Admin confirms', async () => {
    let current = remotes('initial', null);
    const api = stubApi({
      [routeKey(remotesRoute)]: () => Response.json(current),
      [`GET ${CALENDAR_V1}`]: () => Response.json({ name: 'calendar' }),
      [`GET ${CALENDAR_V2}`]: () => Response.json({ name: 'calendar' }),
      [`POST ${routeUrl(activateReleaseRoute, { name: 'calendar' })}`]: () => {
        current = remotes('2.0.0', 'initial');
        return Response.json({ activeVersion: '2.0.0', previousVersion: 'initial' });
      },
    });
    renderScreen(<ReleasesPage />, '/releases');

    const calendar = await screen.findByRole('region', { name: 'calendar' });
    // It leads with what the part does and which version members see, in words (issue 36).
    expect(within(calendar).getByText('The event calendar and its categories.')).toBeInTheDocument();
    expect(within(calendar).getByText(/^Members see the version registered Nov 21, 2026, 5:00 AM by seed\./)).toBeInTheDocument();
    expect(within(calendar).getByTestId('active-version-calendar')).toHaveTextContent('initial');
    expect(within(calendar).getByTestId('active-version-calendar')).not.toBeVisible();
    expect(await within(calendar).findByText('Loads in this browser')).toBeInTheDocument();
    expect(within(calendar).getByText('Refused')).toBeInTheDocument();
    // What members' browsers reported of each release, beside it (issue 39).
    const v2 = calendar.querySelector('tr[data-version="2.0.0"]') as HTMLElement;
    expect(
      within(v2).getByText(
        'In the last day it was opened 41 times (ready in 0.8 s on average), could not be loaded 2 times, broke while showing once.',
      ),
    ).toBeInTheDocument();
    const initial = calendar.querySelector('tr[data-version="initial"]') as HTMLElement;
    expect(within(initial).getByText('Nobody has opened it in the last day.')).toBeInTheDocument();
    // The check's findings are for the team, under Technical details.
    const problem = within(calendar).getByText('calendar: module "./EventsAtAGlance" is not exposed (exposes: ./routes)');
    expect(problem).not.toBeVisible();
    // A refused release and the active one offer no Activate button.
    expect(
      within(calendar)
        .getAllByRole('button', { name: /^Activate/ })
        .map((button) => button.textContent),
    ).toEqual(['Activate the version registered Nov 22, 2026, 5:00 AM by deploy token']);

    await userEvent.click(within(calendar).getByRole('button', { name: /^Activate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch calendar to another version?' });
    expect(dialog).toHaveTextContent(
      'Members who open or reload a page will get the version registered Nov 22, 2026, 5:00 AM by deploy token instead of the one registered Nov 21, 2026, 5:00 AM by seed.',
    );
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, switch' }));

    expect(
      await screen.findByText('Members get the calendar version registered Nov 22, 2026, 5:00 AM by deploy token on their next page load.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST')).map((call) => [call.key, call.body])).toEqual([
      [`POST ${routeUrl(activateReleaseRoute, { name: 'calendar' })}`, { version: '2.0.0' }],
    ]);
    expect(await screen.findByRole('button', { name: 'Go back to the version before of calendar' })).toBeInTheDocument();
    expect(screen.getByText('The version before was registered Nov 21, 2026, 5:00 AM by seed.')).toBeInTheDocument();
  });

  it('says plainly when the active release does not load, and cancelling a rollback sends nothing', async () => {
    const api = stubApi({
      [routeKey(remotesRoute)]: () => Response.json(remotes('2.0.0', 'initial')),
      [`GET ${CALENDAR_V2}`]: () => new Response('gone', { status: 404 }),
    });
    renderScreen(<ReleasesPage />, '/releases');

    expect(await screen.findByText(/Does not load: members see the “not available” panel/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back to the version before of calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go back to the version of calendar before?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('shows the server message when a switch is refused', async () => {
    stubApi({
      [routeKey(remotesRoute)]: () => Response.json(remotes('initial', null)),
      [`GET ${CALENDAR_V1}`]: () => Response.json({}),
      [`POST ${routeUrl(activateReleaseRoute, { name: 'calendar' })}`]: () =>
        Response.json({ statusCode: 409, message: 'Release 2.0.0 is already the active release of calendar.' }, { status: 409 }),
    });
    renderScreen(<ReleasesPage />, '/releases');
    await userEvent.click(await screen.findByRole('button', { name: /^Activate/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, switch' }));
    expect(await screen.findByText('Release 2.0.0 is already the active release of calendar.')).toBeInTheDocument();
  });

  it('warns when the active release no longer serves the manifest that passed the check', async () => {
    stubApi({
      [routeKey(remotesRoute)]: () => Response.json(remotes('2.0.0', 'initial')),
      [routeKey(releaseIntegrityRoute)]: () => Response.json({ releases: [{ remote: 'calendar', version: '2.0.0', state: 'changed' }] }),
      [`GET ${CALENDAR_V2}`]: () => Response.json({ name: 'calendar' }),
    });
    renderScreen(<ReleasesPage />, '/releases');
    expect(await screen.findByTestId('release-changed-calendar')).toHaveTextContent(
      'The files of the version members see are no longer the ones that passed the check when it was registered.',
    );
  });

  it('makes a release token for one part and environment, shows it once, and revokes a token only after the Admin confirms', async () => {
    let tokens: ReleaseToken[] = [
      {
        id: '7b0c7b8e-1d5f-4a4e-9a52-3c7f8f0b1a01',
        label: 'rsvp team CI',
        remote: 'rsvp',
        environment: 'production',
        scope: 'activate',
        expiresAt: '2027-02-18T10:00:00Z',
        createdAt: '2026-11-20T10:00:00Z',
        createdBy: 'Margaret Whitfield',
        lastUsedAt: null,
        revokedAt: null,
      },
    ];
    const api = stubApi({
      [routeKey(remotesRoute)]: () => Response.json(remotes('initial', null)),
      [`GET ${CALENDAR_V1}`]: () => Response.json({ name: 'calendar' }),
      [routeKey(releaseTokensRoute)]: () => Response.json({ tokens }),
      [routeKey(createReleaseTokenRoute)]: () =>
        Response.json(
          {
            ...tokens[0],
            id: '2f7a1c3e-0000-4000-8000-000000000002',
            label: 'calendar team CI',
            remote: 'calendar',
            token: 'greenroom_release_secret',
          },
          { status: 201 },
        ),
      [`DELETE ${routeUrl(revokeReleaseTokenRoute, { id: '7b0c7b8e-1d5f-4a4e-9a52-3c7f8f0b1a01' })}`]: () => {
        tokens = [{ ...tokens[0], revokedAt: '2026-11-25T10:00:00Z' }];
        return new Response(null, { status: 204 });
      },
    });
    renderScreen(<ReleasesPage />, '/releases');

    const card = await screen.findByRole('region', { name: 'Release tokens' });
    expect(await within(card).findByRole('row', { name: /rsvp team CI/ })).toHaveTextContent('rsvp, productionRegister and activate');
    await userEvent.type(within(card).getByLabelText(/Name of the team or pipeline/), 'calendar team CI');
    // A preview token that may activate is refused where the Admin looks, before anything is sent.
    await userEvent.selectOptions(within(card).getByLabelText('Which pipeline uses it'), 'preview');
    await userEvent.selectOptions(within(card).getByLabelText('What it may do'), 'activate');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a release token' }));
    expect(await within(card).findByText('A preview token may only register releases: a pull request must never make its code live')).toBeVisible();
    expect(api.calls.some((call) => call.key === routeKey(createReleaseTokenRoute))).toBe(false);

    await userEvent.selectOptions(within(card).getByLabelText('What it may do'), 'register');
    await userEvent.selectOptions(within(card).getByLabelText('How long it stays valid'), '30');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a release token' }));
    expect(await within(card).findByTestId('new-release-token')).toHaveTextContent('greenroom_release_secret');
    expect(api.calls.find((call) => call.key === routeKey(createReleaseTokenRoute))?.body).toEqual({
      label: 'calendar team CI',
      remote: 'calendar',
      environment: 'preview',
      scope: 'register',
      expiresInDays: 30,
    });
    await userEvent.click(within(card).getByRole('button', { name: 'I have copied it' }));
    expect(within(card).queryByTestId('new-release-token')).not.toBeInTheDocument();

    await userEvent.click(await within(card).findByRole('button', { name: 'Revoke rsvp team CI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this release token?' });
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(card).findByText(/^Revoked/)).toBeInTheDocument();
  });
});
