const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runGate } = require('./contract-gate');

// Shaped like the mf-manifest.json that @module-federation/enhanced 2.9 writes for a remote (assets trimmed).
function calendarManifest(overrides = {}) {
  return {
    id: 'calendar',
    name: 'calendar',
    metaData: {
      name: 'calendar',
      globalName: 'calendar',
      buildInfo: { buildVersion: '0.1.0', buildName: '@greenroom/mfe-calendar' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    exposes: [
      { id: 'calendar:routes', name: 'routes', assets: { js: { sync: ['__federation_expose_routes.js'], async: [] }, css: { sync: [], async: [] } }, path: './routes' },
      {
        id: 'calendar:EventsAtAGlance',
        name: 'EventsAtAGlance',
        assets: { js: { sync: ['__federation_expose_EventsAtAGlance.js'], async: [] }, css: { sync: [], async: [] } },
        path: './EventsAtAGlance',
      },
    ],
    shared: [
      { id: 'calendar:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
      { id: 'calendar:react-router', name: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.9.0', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
    ],
    remotes: [],
    ...overrides,
  };
}

const shellPackageJson = {
  name: '@greenroom/shell',
  dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.9.0', dompurify: '^3.3.0' },
};
const expectedModules = ['./routes', './EventsAtAGlance'];

// The rules themselves are tested in libs/contracts/src/remotes/remote-contract.spec.ts.
describe('contract gate', () => {
  describe('over a workspace on disk', () => {
    let root;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-gate-'));
      const write = (file, value) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
      };
      write('shell/package.json', shellPackageJson);
      write('shell/remotes.expected.json', { calendar: expectedModules, members: ['./routes'] });
      write('node_modules/react/package.json', { name: 'react', version: '19.3.1' });
      write('node_modules/react-router/package.json', { name: 'react-router', version: '7.18.5' });
      write('mfe-calendar/dist/mf-manifest.json', calendarManifest());
      write('mfe-members/dist/mf-manifest.json', '{ "name": "members", "exposes": [');
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('checks only the named remote with --remote', () => {
      expect(runGate(root, ['calendar'])).toEqual({ checked: ['calendar'], problems: [] });
    });

    it('reports a broken manifest file when checking every remote', () => {
      const { checked, problems } = runGate(root);
      expect(checked).toEqual(['calendar', 'members']);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^members: mfe-members\/dist\/mf-manifest.json is not valid JSON/);
    });

    it('reports a remote that was never built', () => {
      fs.rmSync(path.join(root, 'mfe-calendar', 'dist'), { recursive: true });
      expect(runGate(root, ['calendar']).problems).toEqual([
        'calendar: no built manifest at mfe-calendar/dist/mf-manifest.json (build it: npx nx build @greenroom/mfe-calendar)',
      ]);
    });

    it('refuses a remote name the shell does not know', () => {
      expect(runGate(root, ['tickets']).problems).toEqual(['tickets: not a remote listed in shell/remotes.expected.json']);
    });
  });
});
