// The portal under test: two API replicas and two workers on the suite's own PostgreSQL and Redis, and the shell's
// server. Every process is a child of the suite; each can be killed and started again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../portal/start-portal.mjs';

export class Cluster {
  #children = new Map();
  #specs = new Map();
  #generation = new Map();

  constructor({ logDir }) {
    this.logDir = logDir;
    fs.mkdirSync(logDir, { recursive: true });
  }

  /** `ready` resolves to true once the process serves (polled every 200 ms for up to 60 s). */
  define(name, args, env, ready) {
    this.#specs.set(name, { args, env, ready });
  }

  /** Starts the named process (again) and waits until it is ready. */
  async start(name) {
    const { args, env, ready } = this.#specs.get(name);
    const generation = (this.#generation.get(name) ?? 0) + 1;
    this.#generation.set(name, generation);
    const log = fs.createWriteStream(path.join(this.logDir, `${name}.${generation}.log`));
    const child = spawn(process.execPath, args, {
      cwd: workspaceRoot,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.#children.set(name, child);
    const deadline = Date.now() + 60_000;
    while (!(await ready().catch(() => false))) {
      if (child.exitCode !== null) throw new Error(`${name} exited during start-up (${child.exitCode}); see ${this.logDir}`);
      if (Date.now() > deadline) throw new Error(`${name} did not become ready within 60 s; see ${this.logDir}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return child;
  }

  /** Kills the named process with `signal` and waits for it to exit. */
  async kill(name, signal = 'SIGTERM') {
    const child = this.#children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }

  async stopAll() {
    await Promise.all([...this.#children.keys()].map((name) => this.kill(name, 'SIGTERM')));
  }

  /** Last resort when the suite itself dies: signal every process group it started, synchronously. */
  killAllNow() {
    for (const child of this.#children.values()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** True while every process the suite started is still running (none crashed on its own). */
  crashed() {
    return [...this.#children]
      .filter(([, child]) => child.exitCode !== null && child.signalCode === null && child.exitCode !== 0)
      .map(([name]) => name);
  }
}
