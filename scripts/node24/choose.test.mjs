// `npm test` (node --test scripts/node24/*.test.mjs): which Node runs Greenroom's processes, decided without fetching.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { announce, choose, minimumFromEngines, satisfies } from './choose.mjs';

const minimum = minimumFromEngines('>=24.11');

test('reads the minimum from the engines range package.json uses', () => {
  assert.deepEqual(minimum, [24, 11, 0]);
  assert.deepEqual(minimumFromEngines('>=24.11.1'), [24, 11, 1]);
  assert.deepEqual(minimumFromEngines('>=24'), [24, 0, 0]);
  assert.throws(() => minimumFromEngines('^24'), /engines\.node/);
  const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
  assert.doesNotThrow(() => minimumFromEngines(engines));
});

test('a version is new enough from the minimum on, by number and not by text', () => {
  assert.equal(satisfies('v24.11.0', minimum), true);
  assert.equal(satisfies('v24.21.0', minimum), true);
  assert.equal(satisfies('v26.1.0', minimum), true);
  assert.equal(satisfies('v24.10.9', minimum), false);
  assert.equal(satisfies('v24.9.0', minimum), false);
  assert.equal(satisfies('v20.20.2', minimum), false);
  assert.equal(satisfies('', minimum), false);
  assert.equal(satisfies(undefined, minimum), false);
});

test("the machine's Node when it is new enough, else one fetched before, else fetch", () => {
  assert.equal(choose({ own: 'v24.11.1', cached: '', minimum }), 'own');
  assert.equal(choose({ own: 'v25.2.0', cached: 'v24.21.0', minimum }), 'own');
  assert.equal(choose({ own: 'v20.20.2', cached: 'v24.21.0', minimum }), 'cached');
  assert.equal(choose({ own: 'v20.20.2', cached: '', minimum }), 'fetch');
  assert.equal(choose({ own: 'v22.1.0', cached: 'v24.1.0', minimum }), 'fetch');
  assert.equal(choose({ own: '', cached: '', minimum }), 'fetch');
});

test('says in one line which Node runs and where it came from', () => {
  assert.equal(announce({ choice: 'own', version: 'v24.12.0', own: 'v24.12.0' }), "Greenroom runs on Node v24.12.0 (this machine's own).");
  const fetched = announce({ choice: 'cached', version: 'v24.21.0', own: 'v20.20.2' });
  assert.equal(fetched, 'Greenroom runs on Node v24.21.0 (fetched from the npm registry into .greenroom/node24; this machine has v20.20.2).');
  assert.equal(fetched.includes('\n'), false);
});
