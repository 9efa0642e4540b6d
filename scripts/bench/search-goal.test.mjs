import assert from 'node:assert/strict';
import { test } from 'node:test';
import { againstFloor } from './search-goal.mjs';

const floor = { requestsPerSecond: 2000, p95: 40 };

test('meets the goal at half the floor’s throughput and twice its p95, with no error', () => {
  const goal = againstFloor({ requestsPerSecond: 1000, p95: 80, errors: 0 }, floor);
  assert.deepEqual(goal, { throughput: 0.5, p95: 2, met: true, verdict: 'PASS' });
});

test('says by how much each side misses, and counts errors as a miss', () => {
  const goal = againstFloor({ requestsPerSecond: 500, p95: 160, errors: 3 }, floor);
  assert.equal(goal.met, false);
  assert.equal(goal.verdict, "MISS: throughput short by 0.25 (x2.0 needed), p95 over by 2.00x the floor's (x2.0 too slow), 3 errors");
  assert.equal(againstFloor({ requestsPerSecond: 2000, p95: 40, errors: 1 }, floor).verdict, 'MISS: 1 errors');
});
