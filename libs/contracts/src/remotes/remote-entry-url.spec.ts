import { generateSnapshotFromManifest, type Manifest } from '@module-federation/sdk';
import { remoteEntryUrl } from './remote-entry-url';

const manifest = (metaData: Record<string, unknown>) => ({ name: 'rsvp', metaData });
const entry = { name: 'remoteEntry.js', path: '' };

describe('remoteEntryUrl: where the federation runtime loads the entry from', () => {
  it('sits beside the manifest when the public path is "auto" or empty', () => {
    const url = 'https://cdn.example.org/rsvp/2.0.0/mf-manifest.json?x=1#top';
    expect(remoteEntryUrl(manifest({ publicPath: 'auto', remoteEntry: entry }), url)).toBe('https://cdn.example.org/rsvp/2.0.0/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ publicPath: '', remoteEntry: entry }), url)).toBe('https://cdn.example.org/rsvp/2.0.0/remoteEntry.js');
  });

  it('follows a fixed public path and the entry folder, as the runtime joins them', () => {
    const fixed = { publicPath: 'https://static.example.org/rsvp/' };
    const at = (path: string) =>
      remoteEntryUrl(manifest({ ...fixed, remoteEntry: { name: 'remoteEntry.js', path } }), 'https://x.example.org/m.json');
    expect(at('')).toBe('https://static.example.org/rsvp/remoteEntry.js');
    expect(at('.')).toBe('https://static.example.org/rsvp/remoteEntry.js');
    expect(at('./js')).toBe('https://static.example.org/rsvp/js/remoteEntry.js');
    expect(at('/js/')).toBe('https://static.example.org/rsvp/js/remoteEntry.js');
  });

  it('gives none for an address computed at run time, relative to the page, or missing', () => {
    const url = 'https://cdn.example.org/rsvp/mf-manifest.json';
    expect(remoteEntryUrl(manifest({ getPublicPath: 'return window.cdn', remoteEntry: entry }), url)).toBeNull();
    expect(remoteEntryUrl(manifest({ publicPath: '/rsvp/', remoteEntry: entry }), url)).toBeNull();
    expect(remoteEntryUrl(manifest({ publicPath: 'auto' }), url)).toBeNull();
    expect(remoteEntryUrl(null, url)).toBeNull();
  });
});

describe('remoteEntryUrl agrees with the federation runtime it mirrors', () => {
  const buildInfo = { buildVersion: '2.0.0', buildName: 'rsvp' };
  const cases: [Record<string, unknown>, string][] = [
    [{ buildInfo, publicPath: 'auto', remoteEntry: { ...entry, type: 'global' } }, 'https://cdn.example.org/rsvp/2.0.0/mf-manifest.json'],
    [{ buildInfo, publicPath: '', remoteEntry: { ...entry, type: 'global' } }, 'http://localhost:4690/broken/mf-manifest.json'],
    [
      { buildInfo, publicPath: 'https://static.example.org/a/', remoteEntry: { name: 'remoteEntry.js', path: './js', type: 'global' } },
      'https://x.example.org/m.json',
    ],
  ];

  it.each(cases)('%j at %s', (metaData, manifestUrl) => {
    const snapshot = generateSnapshotFromManifest(
      { id: 'rsvp', name: 'rsvp', metaData, shared: [], remotes: [], exposes: [] } as unknown as Manifest,
      { version: manifestUrl },
    ) as { publicPath: string; remoteEntry: string };
    expect(remoteEntryUrl({ metaData }, manifestUrl)).toBe(`${snapshot.publicPath}${snapshot.remoteEntry}`);
  });
});
