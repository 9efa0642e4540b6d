import { remoteReportsRoute, routeKey } from '@greenroom/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, stubApi, type StubbedApi } from '@greenroom/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { remotesUrl } from './config';
import { resetRegistryForTests } from './registry';
import remoteFailurePlugin from './remote-failure-plugin';
import { sendRemoteReports } from './remote-reports';
import { RemoteModule } from './RemoteModule';

// The federation runtime only exists inside an Rspack build; these tests play its part.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const plugin = remoteFailurePlugin();
let api: StubbedApi;

function SearchScreen() {
  return <h1>Search Members</h1>;
}

function renderMembers() {
  return render(
    <MemoryRouter initialEntries={['/search-members']}>
      <RemoteModule remote="members" module="./routes" />
    </MemoryRouter>,
  );
}

/** The reports the shell posted, one batch per call. */
function postedReports(): unknown[] {
  return api.calls.filter((call) => call.key === routeKey(remoteReportsRoute)).map((call) => (call.body as { reports: unknown[] }).reports);
}

beforeEach(() => {
  resetRegistryForTests();
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockReset();
  const registry = { members: { manifest: 'http://localhost:4201/mf-manifest.json', version: '2.0.0' } };
  api = stubApi({
    [`GET ${remotesUrl()}`]: () => Response.json(registry),
    [routeKey(remoteReportsRoute)]: () => new Response(null, { status: 204 }),
  });
  signIn(memberFixture(), 'session-token');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('what a remote slot reports of the release it loaded', () => {
  it('a screen drawn, with the time it took, for the version the registry named', async () => {
    loadRemoteMock.mockResolvedValue({ default: SearchScreen });
    renderMembers();
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
    await sendRemoteReports();
    expect(postedReports()).toEqual([[{ remote: 'members', version: '2.0.0', outcome: 'drawn', drawMs: expect.any(Number) }]]);
    const call = api.calls.find((entry) => entry.key === routeKey(remoteReportsRoute));
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('a release whose files could not be loaded', async () => {
    loadRemoteMock.mockImplementation((id: string) => {
      const error = new Error(`[ Federation Runtime ]: Failed to get manifest for ${id}`);
      plugin.errorLoadRemote?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin: undefined as never });
      return Promise.reject(error);
    });
    renderMembers();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    await sendRemoteReports();
    expect(postedReports()).toEqual([[{ remote: 'members', version: '2.0.0', outcome: 'load failed' }]]);
  });

  it('a screen that threw while rendering', async () => {
    function BrokenScreen(): never {
      throw new Error('remote bug');
    }
    loadRemoteMock.mockResolvedValue({ default: BrokenScreen });
    renderMembers();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    await sendRemoteReports();
    expect(postedReports()).toEqual([[{ remote: 'members', version: '2.0.0', outcome: 'render error' }]]);
  });

  it('nothing from a browser that is not signed in', async () => {
    loadRemoteMock.mockResolvedValue({ default: SearchScreen });
    clearSession();
    renderMembers();
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
    await sendRemoteReports();
    expect(postedReports()).toEqual([]);
  });
});
