import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forcedLogout, signIn } from '@greenroom/sdk';
import type { Member } from '@greenroom/contracts';
import { initRemotes, parseRegistry, remoteEntry, resetRegistryForTests } from './registry';

// The federation runtime only exists inside an Rspack build; here we only see what the shell asks of it.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const registerRemotesMock = jest.mocked(registerRemotes);

describe('parseRegistry', () => {
  it('keeps well-formed entries and drops the rest', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRegistry({ members: 'http://localhost:4201/mf-manifest.json', 'Bad Name': 'x', email: 42, rsvp: { manifest: 7 } })).toEqual({
      members: { manifest: 'http://localhost:4201/mf-manifest.json' },
    });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it("keeps a release's pins, and drops pins that are not all there", () => {
    const integrity = { manifest: 'sha256-AAAA', entryUrl: 'https://cdn.example.org/rsvp/remoteEntry.js', entry: 'sha384-BBBB' };
    const manifest = 'https://cdn.example.org/rsvp/mf-manifest.json';
    expect(parseRegistry({ rsvp: { manifest, integrity }, email: { manifest, integrity: { manifest: 'sha256-AAAA' } } })).toEqual({
      rsvp: { manifest, integrity },
      email: { manifest },
    });
  });

  it('rejects a document that is not an object', () => {
    expect(() => parseRegistry(['members'])).toThrow('the remote registry is not a JSON object');
  });
});

describe('initRemotes against a registry server', () => {
  let server: Server;
  let answer: { status: number; body: string };
  let authorization: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization' };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      authorization.push(request.headers.authorization);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...cors });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    window.__GREENROOM_CONFIG__ = { remotesUrl: `http://127.0.0.1:${port}/remotes.json` };
  });
  afterAll(async () => {
    delete window.__GREENROOM_CONFIG__;
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    resetRegistryForTests();
    registerRemotesMock.mockClear();
    authorization = [];
  });
  afterEach(() => forcedLogout());

  it('registers every remote of the registry with its manifest URL', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ members: 'http://localhost:4201/mf-manifest.json', calendar: 'http://localhost:4202/mf-manifest.json' }),
    };
    await initRemotes();
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'members', entry: 'http://localhost:4201/mf-manifest.json' },
      { name: 'calendar', entry: 'http://localhost:4202/mf-manifest.json' },
    ]);
    expect(await remoteEntry('calendar', { refetch: false })).toBe('http://localhost:4202/mf-manifest.json');
  });

  it('starts without remotes when the registry fails, and finds them on a later retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 503, body: '{"statusCode":503,"message":"down"}' };
    await expect(initRemotes()).resolves.toEqual({});
    expect(registerRemotesMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Could not load the remote registry', expect.any(Error));
    error.mockRestore();

    answer = { status: 200, body: JSON.stringify({ rsvp: 'http://localhost:4205/mf-manifest.json' }) };
    expect(await remoteEntry('rsvp', { refetch: false })).toBeUndefined();
    expect(await remoteEntry('rsvp', { refetch: true })).toBe('http://localhost:4205/mf-manifest.json');
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'rsvp', entry: 'http://localhost:4205/mf-manifest.json' }]);
  });

  it('reads the registry again on a retry and answers the newly activated release', async () => {
    answer = { status: 200, body: JSON.stringify({ calendar: 'http://localhost:4202/mf-manifest.json' }) };
    await initRemotes();
    answer = { status: 200, body: JSON.stringify({ calendar: 'https://cdn.example.org/calendar/2.0.0/mf-manifest.json' }) };
    expect(await remoteEntry('calendar', { refetch: false })).toBe('http://localhost:4202/mf-manifest.json');
    expect(await remoteEntry('calendar', { refetch: true })).toBe('https://cdn.example.org/calendar/2.0.0/mf-manifest.json');
  });

  it('keeps the registry it has when a retry cannot read a new one', async () => {
    answer = { status: 200, body: JSON.stringify({ calendar: 'http://localhost:4202/mf-manifest.json' }) };
    await initRemotes();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 502, body: '{}' };
    expect(await remoteEntry('calendar', { refetch: true })).toBe('http://localhost:4202/mf-manifest.json');
    error.mockRestore();
  });

  it("reads the registry again with the session once someone signs in, and loads that person's staged version", async () => {
    answer = { status: 200, body: JSON.stringify({ calendar: 'http://localhost:4202/mf-manifest.json' }) };
    await initRemotes();
    expect(authorization).toEqual([undefined]);
    const staged = 'https://cdn.example.org/calendar/2.0.0/mf-manifest.json';
    answer = { status: 200, body: JSON.stringify({ calendar: staged }) };
    signIn({ Email: 'ann@example.org' } as Member, 'session-token');
    expect(await remoteEntry('calendar', { refetch: false })).toBe(staged);
    expect(authorization).toEqual([undefined, 'Bearer session-token']);
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'calendar', entry: staged }], { force: true });
    // The same person again: the registry is not read again.
    await initRemotes();
    expect(authorization).toHaveLength(2);
  });
});
