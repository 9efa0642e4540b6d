import { PORTAL_REMOTES } from '@greenroom/contracts';
import { seedManifestUrls } from './seed-remotes';

describe("seedManifestUrls (each remote's first release)", () => {
  it("takes the ports `npm start` gives the remotes: the portal's port + 1, + 2 … in the list's order", () => {
    const urls = seedManifestUrls({});
    expect(PORTAL_REMOTES.map(({ name }) => urls[name])).toEqual(
      PORTAL_REMOTES.map((_, index) => `http://localhost:${4201 + index}/mf-manifest.json`),
    );
  });

  it('follows PORTAL_PORT and REMOTE_<NAME>_PORT as the start scripts do, and REMOTE_<NAME>_URL over both', () => {
    const [first, second] = PORTAL_REMOTES.map(({ name }) => name);
    const urls = seedManifestUrls({
      PORTAL_PORT: '4900',
      [`REMOTE_${second.toUpperCase()}_PORT`]: '4999',
      [`REMOTE_${first.toUpperCase()}_URL`]: 'https://cdn.example.org/first/mf-manifest.json',
    });
    expect(urls[first]).toBe('https://cdn.example.org/first/mf-manifest.json');
    expect(urls[second]).toBe('http://localhost:4999/mf-manifest.json');
    expect(urls[PORTAL_REMOTES[2].name]).toBe('http://localhost:4903/mf-manifest.json');
  });
});
