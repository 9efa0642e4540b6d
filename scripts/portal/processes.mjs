import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/**
 * The long-running children of one portal run. Each runs in its own process group so stopping it also stops
 * whatever it spawned; output is prefixed on the terminal or written to a log file per child.
 */
export class ProcessGroup {
  #children = [];

  constructor({ logDir } = {}) {
    this.logDir = logDir;
    if (logDir) fs.mkdirSync(logDir, { recursive: true });
  }

  start(name, command, args, { env = {}, cwd } = {}) {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (this.logDir) {
      const file = fs.createWriteStream(path.join(this.logDir, `${name}.log`));
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    } else {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
      }
    }
    child.on('exit', (code, signal) => {
      if (!this.stopping) process.stdout.write(`[${name}] exited (${signal ?? code})\n`);
    });
    this.#children.push({ name, child });
    return child;
  }

  async stopAll() {
    this.stopping = true;
    await Promise.all(this.#children.map(({ child }) => terminate(child)));
  }
}

function terminate(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        resolve();
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}
