// The e2e lock with real flock processes on a lock file of its own (never the machine's).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { takeE2eLock } from './e2e-lock.mjs';

it('takes a free lock at once, waits while another run holds it and says so, and lets go on release', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-lock-test-'));
  const file = path.join(dir, 'e2e.lock');
  const said = [];
  try {
    const first = await takeE2eLock((message) => said.push(message), file);
    assert.ok(first.waitedMs < 1000);
    assert.deepEqual(said, []);

    setTimeout(() => void first.release(), 1200);
    const second = await takeE2eLock((message) => said.push(message), file);
    assert.ok(second.waitedMs >= 1000, `waited ${second.waitedMs} ms`);
    assert.match(said[0], /another browser run holds .*e2e\.lock: waiting for it/);
    assert.match(said[1], /took .*e2e\.lock after waiting \d+\.\d s/);
    await second.release();

    const third = await takeE2eLock(() => undefined, file);
    assert.ok(third.waitedMs < 1000);
    await third.release();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
