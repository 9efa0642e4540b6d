import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { RemoteModule } from './RemoteModule';
import { RemoteWidget } from './RemoteWidget';
import remoteFailurePlugin from './remote-failure-plugin';
import { stubApi } from '@greenroom/testing';
import { remotesUrl } from './config';
import { resetRegistryForTests } from './registry';

// The federation runtime only exists inside an Rspack build; these tests play its part.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const plugin = remoteFailurePlugin();

/** A remote that is down, reported to the runtime plugin the way the runtime does. */
function remoteDown(id: string) {
  const error = new Error(`[ Federation Runtime ]: Failed to get manifest for ${id}`);
  plugin.errorLoadRemote?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin: undefined as never });
  return Promise.reject(error);
}

function SearchScreen() {
  return <h1>Search Members</h1>;
}

beforeEach(() => {
  resetRegistryForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  const registry = { members: 'http://localhost:4201/mf-manifest.json', calendar: 'http://localhost:4202/mf-manifest.json' };
  stubApi({ [`GET ${remotesUrl()}`]: () => Response.json(registry) });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderModule() {
  return render(
    <MemoryRouter initialEntries={['/search-members']}>
      <RemoteModule remote="members" module="./routes" />
    </MemoryRouter>,
  );
}

describe('RemoteModule', () => {
  it('renders the default export of the federated module, with a spinner meanwhile', async () => {
    loadRemoteMock.mockResolvedValue({ default: SearchScreen });
    renderModule();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('members/routes');
  });

  it('shows the friendly panel when the remote is down, and loads it again on Retry', async () => {
    loadRemoteMock.mockImplementationOnce(() => remoteDown('members/routes')).mockResolvedValue({ default: SearchScreen });
    renderModule();

    const panel = await screen.findByTestId('remote-unavailable');
    expect(panel).toHaveAttribute('data-remote', 'members');
    expect(screen.getByRole('heading', { name: 'This part of the portal is not available right now' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
    // The failed remote is registered again so the runtime forgets what it cached from the failed attempt.
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'members', entry: 'http://localhost:4201/mf-manifest.json' }], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    let broken = true;
    function FlakyScreen() {
      if (broken) throw new Error('remote bug');
      return <h1>Search Members</h1>;
    }
    loadRemoteMock.mockResolvedValue({ default: FlakyScreen });
    renderModule();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
  });

  it('fails a module without a component as its default export', async () => {
    loadRemoteMock.mockResolvedValue({ default: 'not a component' });
    renderModule();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  });

  it('keeps the rest of the page working when one remote fails', async () => {
    loadRemoteMock.mockImplementation((id: string) => (id.startsWith('calendar/') ? remoteDown(id) : Promise.resolve({ default: SearchScreen })));
    function Page() {
      const [clicks, setClicks] = useState(0);
      return (
        <MemoryRouter>
          <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>
          <RemoteWidget remote="calendar" module="./EventsAtAGlance" />
          <RemoteModule remote="members" module="./routes" />
        </MemoryRouter>
      );
    }
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Search Members' })).toBeInTheDocument();
    const fallback = await screen.findByTestId('remote-unavailable');
    expect(fallback).toHaveAttribute('data-remote', 'calendar');
    expect(fallback).toHaveTextContent('This section is not available right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
