// The machine-wide lock every browser run takes (the e2e portal listens on fixed ports): held by a `flock` child for
// as long as its stdin stays open, so it is let go when this process ends, however it ends.
import { spawn } from 'node:child_process';

export const E2E_LOCK_FILE = '/tmp/greenroom-e2e.lock';
const BUSY = 75;

function holder(file, wait) {
  const args = [...(wait ? [] : ['-n', '-E', String(BUSY)]), file, 'sh', '-c', 'echo held; exec cat >/dev/null'];
  const child = spawn('flock', args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const outcome = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('held')) resolve('held');
    });
    child.on('exit', (code) => resolve(code === BUSY ? 'busy' : `flock exited (${code})`));
  });
  return { child, outcome };
}

/**
 * Takes the lock, waiting for it when another run holds it (said through `say`, with how long it waited).
 * @returns {Promise<{ waitedMs: number, release: () => Promise<void> }>}
 */
export async function takeE2eLock(say, file = E2E_LOCK_FILE) {
  const started = Date.now();
  let lock = holder(file, false);
  let outcome = await lock.outcome;
  if (outcome === 'busy') {
    say(`another browser run holds ${file}: waiting for it`);
    lock = holder(file, true);
    outcome = await lock.outcome;
  }
  if (outcome !== 'held') throw new Error(`could not take ${file}: ${outcome}`);
  const waitedMs = Date.now() - started;
  if (waitedMs >= 1000) say(`took ${file} after waiting ${(waitedMs / 1000).toFixed(1)} s`);
  const { child } = lock;
  return {
    waitedMs,
    release: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
