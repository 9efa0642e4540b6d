import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import releaseIntegrityPlugin from './release-integrity-plugin';
import { pinReleases } from './release-pins';

const sri = (algorithm: 'sha256' | 'sha384', text: string) => `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
const MANIFEST = '{"name":"rsvp"}';

describe('the release integrity plugin', () => {
  let server: Server;
  let served: string;
  let base: string;
  const plugin = releaseIntegrityPlugin();

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(served);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pinReleases({
      rsvp: {
        manifest: `${base}/rsvp/mf-manifest.json`,
        integrity: { manifest: sri('sha256', MANIFEST), entryUrl: `${base}/rsvp/remoteEntry.js`, entry: sri('sha384', 'entry') },
      },
      email: { manifest: `${base}/email/mf-manifest.json` },
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches a pinned manifest with its integrity, so changed bytes are refused', async () => {
    served = MANIFEST;
    const response = (await plugin.fetch!(`${base}/rsvp/mf-manifest.json`, {})) as Response;
    await expect(response.text()).resolves.toBe(MANIFEST);
    served = '{"name":"rsvp","changed":true}';
    await expect(plugin.fetch!(`${base}/rsvp/mf-manifest.json`, {})).rejects.toMatchObject({ cause: { message: 'integrity mismatch' } });
  });

  it('leaves a manifest without a pin to the runtime', () => {
    expect(plugin.fetch!(`${base}/email/mf-manifest.json`, {})).toBeUndefined();
  });

  it("adds the pinned entry script's integrity, loaded with CORS", () => {
    const script = plugin.createScript!({ url: `${base}/rsvp/remoteEntry.js` }) as HTMLScriptElement;
    expect(script.src).toBe(`${base}/rsvp/remoteEntry.js`);
    expect(script.integrity).toBe(sri('sha384', 'entry'));
    expect(script.crossOrigin).toBe('anonymous');
    expect(plugin.createScript!({ url: `${base}/email/remoteEntry.js` })).toBeUndefined();
  });
});
