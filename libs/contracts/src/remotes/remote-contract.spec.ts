import calendarManifestFixture from './fixtures/calendar-mf-manifest.json';
import { checkRemoteManifest, FEDERATION_RUNTIME_EXTERNAL, hostRanges, type ShellContract } from './remote-contract';

// Shaped like the mf-manifest.json that @module-federation/enhanced 2.9 writes for a remote (assets trimmed).
function calendarManifest(overrides: Record<string, unknown> = {}) {
  return { ...structuredClone(calendarManifestFixture), ...overrides };
}

const ranges = hostRanges({ react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.9.0', dompurify: '^3.3.0' });
const contract: ShellContract = {
  expectedModules: { calendar: ['./routes', './EventsAtAGlance'] },
  ranges,
  hostVersions: { react: '19.3.1', 'react-router': '7.18.5' },
  providesFederationRuntime: true,
};

function check(manifest: unknown, shell: ShellContract = contract): string[] {
  return checkRemoteManifest('calendar', manifest, shell);
}

/** The fixture as tools/mf marks a remote built without its own federation runtime (externalRuntime). */
function externalRuntimeManifest() {
  const manifest = calendarManifest();
  return { ...manifest, metaData: { ...manifest.metaData, federationRuntime: FEDERATION_RUNTIME_EXTERNAL } };
}

describe('remote contract', () => {
  it('takes the shell ranges of the shared singletons only', () => {
    expect(ranges).toEqual({ react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.9.0' });
  });

  it('passes a remote that exposes what the shell expects with compatible singletons', () => {
    expect(check(calendarManifest())).toEqual([]);
  });

  it('names the remote and module when an expected module is not exposed', () => {
    const manifest = calendarManifest();
    manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './EventsAtAGlance');
    expect(check(manifest)).toEqual(['calendar: module "./EventsAtAGlance" is not exposed (exposes: ./routes)']);
  });

  it('names package, version and range when a shared singleton is outside the shell range', () => {
    const manifest = calendarManifest();
    manifest.shared[0] = { ...manifest.shared[0], version: '18.3.1', requiredVersion: '^18.2.0' };
    expect(check(manifest)).toEqual([
      `calendar: shared package "react" 18.3.1 does not satisfy the shell's range ^19.2.0`,
      'calendar: requires "react" ^18.2.0 but the shell ships 19.3.1',
    ]);
  });

  it('fails a shared package the shell treats as a singleton but the remote does not', () => {
    const manifest = calendarManifest();
    manifest.shared[1] = { ...manifest.shared[1], singleton: false };
    expect(check(manifest)).toEqual(['calendar: shared package "react-router" is not marked singleton']);
  });

  it('fails a remote whose federation name differs from its registry name', () => {
    expect(check(calendarManifest({ name: 'events' }))).toEqual([
      'calendar: the manifest\'s federation name is "events", the registry calls it "calendar"',
    ]);
  });

  it('passes a remote that needs the federation runtime under a shell that provides it', () => {
    expect(check(externalRuntimeManifest())).toEqual([]);
  });

  it('fails a remote that needs the federation runtime under a shell that does not provide it', () => {
    expect(check(externalRuntimeManifest(), { ...contract, providesFederationRuntime: false })).toEqual([
      "calendar: built to use the shell's federation runtime (externalRuntime), but this shell does not provide one",
    ]);
  });

  it('passes a remote that carries its own federation runtime under any shell', () => {
    expect(check(calendarManifest(), { ...contract, providesFederationRuntime: false })).toEqual([]);
  });

  it('fails something that is not a manifest at all', () => {
    expect(check({ name: 'calendar' })).toEqual(['calendar: mf-manifest.json is not a Module Federation manifest (needs name, exposes[], shared[])']);
  });
});
