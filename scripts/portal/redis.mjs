import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { isListening } from './ports.mjs';

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function aptInstall(pkg, say) {
  const sudo = os.userInfo().uid === 0 ? [] : ['sudo'];
  say(`installing Debian's ${pkg} (apt-get)`);
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', pkg]);
}

/**
 * Uses the Redis at `url` when it answers; otherwise runs Debian's redis-server (installed when absent) as a
 * child of this process, keeping nothing on disk, so Ctrl-C leaves nothing running.
 */
export async function ensureRedis(url, say) {
  const { hostname, port } = new URL(url);
  const portNumber = Number(port || 6379);
  if (await isListening(portNumber, hostname)) {
    say(`Redis: using the server at ${hostname}:${portNumber}`);
    return { url, stop: async () => undefined };
  }
  if (!hasCommand('redis-server')) aptInstall('redis-server', say);
  say(`Redis: none answers at ${hostname}:${portNumber}; starting redis-server on that port`);
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(portNumber), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50 && !(await isListening(portNumber)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${portNumber}`,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

export { aptInstall, hasCommand };
