// Unit tests of check:remote's decisions, and the check that e2e/remote-specs.json still names every spec (run by
// `npm test`: node --test scripts/check-remote/*.test.mjs).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PORTAL_REMOTES } from '../portal/config.mjs';
import {
  changesOutsideRemote,
  loopSteps,
  mappingProblems,
  nxCacheNote,
  playwrightFilters,
  readRemoteSpecs,
  specFilesIn,
  specsOfRemote,
  stagesOf,
  timingTable,
} from './remote-loop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const names = PORTAL_REMOTES.map((remote) => remote.name);

describe('e2e/remote-specs.json, the one list of which spec covers which remote', () => {
  it('names every spec in e2e/tests, only those, and gives every remote of the portal at least one', () => {
    assert.deepEqual(mappingProblems(readRemoteSpecs(root), specFilesIn(root), names), []);
  });

  it('gives the calendar its own journeys', () => {
    const calendar = specsOfRemote(readRemoteSpecs(root), 'calendar');
    assert.ok(calendar.includes('calendar.spec.ts'));
    assert.ok(!calendar.includes('accessibility.spec.ts'), 'the sweeps over every screen run in npm test only');
  });
});

describe('mappingProblems', () => {
  const specs = { remotes: { calendar: ['calendar.spec.ts'], rsvp: ['rsvp.spec.ts', 'season.spec.ts'] }, platform: ['zoom.spec.ts'] };
  const files = ['calendar.spec.ts', 'rsvp.spec.ts', 'season.spec.ts', 'zoom.spec.ts'];

  it('accepts a list that names every spec once per remote', () => {
    assert.deepEqual(mappingProblems(specs, files, ['calendar', 'rsvp']), []);
  });

  it('finds a new spec nobody listed', () => {
    const problems = mappingProblems(specs, [...files, 'new-screen.spec.ts'], ['calendar', 'rsvp']);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /e2e\/tests\/new-screen\.spec\.ts is in no list/);
  });

  it('finds a listed spec that was removed or renamed', () => {
    const problems = mappingProblems(
      specs,
      files.filter((file) => file !== 'season.spec.ts'),
      ['calendar', 'rsvp'],
    );
    assert.deepEqual(problems, ['e2e/remote-specs.json lists season.spec.ts, which is not in e2e/tests']);
  });

  it('finds a remote without specs, and a list for a name that is no remote', () => {
    const problems = mappingProblems(specs, files, ['calendar', 'members']);
    assert.ok(problems.some((problem) => /no spec for the remote members/.test(problem)));
    assert.ok(problems.some((problem) => /"rsvp", which is not a remote/.test(problem)));
  });

  it('finds a spec listed twice under one remote, and one both under a remote and under platform', () => {
    const twice = { remotes: { calendar: ['calendar.spec.ts', 'calendar.spec.ts', 'zoom.spec.ts'] }, platform: ['zoom.spec.ts'] };
    const problems = mappingProblems(twice, ['calendar.spec.ts', 'zoom.spec.ts'], ['calendar']);
    assert.ok(problems.some((problem) => /calendar\.spec\.ts is listed twice under calendar/.test(problem)));
    assert.ok(problems.some((problem) => /zoom\.spec\.ts is under "platform" and under calendar/.test(problem)));
  });
});

describe('specsOfRemote and playwrightFilters', () => {
  it('refuses a remote the list does not know', () => {
    assert.throws(() => specsOfRemote({ remotes: {}, platform: [] }, 'volunteers'), /no list for the remote volunteers/);
  });

  it('matches each file exactly, not every file that ends alike', () => {
    const [filter] = playwrightFilters(['calendar.spec.ts']);
    const matches = (file) => new RegExp(filter).test(`/repo/e2e/tests/${file}`);
    assert.equal(matches('calendar.spec.ts'), true);
    assert.equal(matches('theater-events-calendar.spec.ts'), false);
    assert.equal(matches('calendarXspec.ts'), false);
  });
});

describe('changesOutsideRemote', () => {
  it('leaves out the remote itself, docs and e2e specs, and keeps what the rest of the portal is built from', () => {
    const changed = [
      'mfe-calendar/src/a.tsx',
      'docs/release-pipeline.md',
      'README.md',
      'e2e/tests/calendar.spec.ts',
      'libs/sdk/src/x.ts',
      'shell/src/y.tsx',
    ];
    assert.deepEqual(changesOutsideRemote(changed, 'calendar'), ['libs/sdk/src/x.ts', 'shell/src/y.tsx']);
  });

  it("counts another remote's folder as outside", () => {
    assert.deepEqual(changesOutsideRemote(['mfe-calendar-old/a.ts', 'mfe-rsvp/b.ts'], 'calendar'), ['mfe-calendar-old/a.ts', 'mfe-rsvp/b.ts']);
  });
});

describe('loopSteps', () => {
  it("builds the rest from the cache first, then runs the remote's own steps without the cache, then the browser", () => {
    const steps = loopSteps('calendar');
    assert.deepEqual(
      steps.map((step) => step.id),
      ['rest', 'lint', 'types', 'unit', 'build', 'gate', 'browser'],
    );
    assert.deepEqual(steps[0].args.slice(0, 5), ['run-many', '-t', 'build', '--exclude', 'mfe-calendar']);
    assert.ok(!steps[0].args.includes('--skipNxCache'));
    for (const step of steps.slice(1, 5)) {
      assert.deepEqual(step.args.slice(3, 7), ['-p', 'mfe-calendar', '--skipNxCache', '--excludeTaskDependencies']);
    }
    assert.deepEqual(steps[5].args, ['scripts/contract-gate.mjs', '--remote', 'calendar']);
  });
});

describe('stagesOf', () => {
  it("runs the remote's lint, types, unit tests and build side by side, everything else alone and in order", () => {
    assert.deepEqual(
      stagesOf(loopSteps('calendar')).map((stage) => stage.map((step) => step.id)),
      [['rest'], ['lint', 'types', 'unit', 'build'], ['gate'], ['browser']],
    );
  });

  it('keeps two runs of one group apart when another step comes between them', () => {
    const steps = [{ id: 'a', group: 'x' }, { id: 'b' }, { id: 'c', group: 'x' }, { id: 'd', group: 'x' }];
    assert.deepEqual(
      stagesOf(steps).map((stage) => stage.map((step) => step.id)),
      [['a'], ['b'], ['c', 'd']],
    );
  });
});

describe('nxCacheNote', () => {
  it('says how many tasks came from the cache and how many were built', () => {
    assert.equal(nxCacheNote('Nx read the output from the cache instead of running the command for 9 out of 9 tasks.'), '9 of 9 from the Nx cache');
    assert.equal(
      nxCacheNote('Nx read the output from the cache instead of running the command for 7 out of 9 tasks.'),
      '7 of 9 from the Nx cache, 2 built',
    );
  });

  it('says when nothing came from the cache, and nothing when Nx said nothing', () => {
    assert.equal(nxCacheNote(' NX   Successfully ran target build for 9 projects'), 'none from the Nx cache: 9 built');
    assert.equal(nxCacheNote('something else'), null);
  });
});

describe('timingTable', () => {
  it('prints each step with its time and status, and the total in seconds and minutes', () => {
    const table = timingTable(
      [
        { title: 'lint', ms: 12_340, status: 'passed' },
        { title: 'browser', ms: 100_000, status: 'failed' },
        { title: 'later', status: 'skipped' },
      ],
      125_400,
    );
    assert.equal(
      table,
      [
        '  lint       12.3 s',
        '  browser   100.0 s  FAILED',
        '  later           -  SKIPPED',
        `  ${'-'.repeat(17)}`,
        '  total     125.4 s  (2:05)',
      ].join('\n'),
    );
  });

  it('rounds the clock to whole seconds without a 60', () => {
    assert.match(timingTable([{ title: 'x', ms: 1, status: 'passed' }], 59_600), /\(1:00\)$/);
  });
});
