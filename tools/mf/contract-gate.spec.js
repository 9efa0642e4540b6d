const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PORTAL_REMOTE_NAMES } = require('@greenroom/contracts');
const { runGate } = require('./contract-gate');

// The manifest fixture the contract rules are tested with (libs/contracts/src/remotes/remote-contract.spec.ts).
const calendarManifest = require('@greenroom/contracts/src/remotes/fixtures/calendar-mf-manifest.json');

const shellPackageJson = {
  name: '@greenroom/shell',
  dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.9.0', dompurify: '^3.3.0' },
};
const expectedModules = { calendar: ['./routes', './EventsAtAGlance'], members: ['./routes'] };

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
      write('node_modules/react/package.json', { name: 'react', version: '19.3.1' });
      write('node_modules/react-router/package.json', { name: 'react-router', version: '7.18.5' });
      write('mfe-calendar/dist/mf-manifest.json', calendarManifest);
      write('mfe-members/dist/mf-manifest.json', '{ "name": "members", "exposes": [');
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('checks only the named remote with --remote', () => {
      expect(runGate(root, ['calendar'], expectedModules)).toEqual({ checked: ['calendar'], problems: [] });
    });

    it('checks every portal remote of libs/contracts unless told otherwise', () => {
      expect(runGate(root).checked).toEqual(PORTAL_REMOTE_NAMES);
    });

    it('reports a broken manifest file when checking every remote', () => {
      const { checked, problems } = runGate(root, [], expectedModules);
      expect(checked).toEqual(['calendar', 'members']);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^members: mfe-members\/dist\/mf-manifest.json is not valid JSON/);
    });

    it('reports a remote that was never built', () => {
      fs.rmSync(path.join(root, 'mfe-calendar', 'dist'), { recursive: true });
      expect(runGate(root, ['calendar'], expectedModules).problems).toEqual([
        'calendar: no built manifest at mfe-calendar/dist/mf-manifest.json (build it: npx nx build @greenroom/mfe-calendar)',
      ]);
    });

    it('refuses a remote name the shell does not know', () => {
      expect(runGate(root, ['tickets'], expectedModules).problems).toEqual([
        "tickets: not one of the portal's remotes (libs/contracts/src/remotes/portal-remotes.json)",
      ]);
    });
  });
});
