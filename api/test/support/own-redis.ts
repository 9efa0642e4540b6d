import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis of the test's own (Debian's redis-server, no persistence) on a free port, which the test may empty or
 * replace: the machine's Redis is never flushed or stopped.
 */
export class OwnRedis {
  private child?: ChildProcess;
  private port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again, empty, on the same port after stop()); answers its URL. */
  async start(): Promise<string> {
    this.port ||= await freePort();
    const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      for (let attempt = 0; ; attempt += 1) {
        if (child.exitCode !== null) throw new Error(`redis-server on port ${this.port} exited (${child.exitCode})`);
        try {
          await client.connect();
          await client.ping();
          break;
        } catch (error) {
          if (attempt >= 100) throw error;
          client.disconnect();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      client.disconnect();
    }
    return this.url;
  }

  /** Every key gone at once, as a Redis restarted without persistence (or a new one) comes back. */
  async flush(): Promise<void> {
    const client = new Redis(this.url);
    try {
      await client.flushdb();
    } finally {
      client.disconnect();
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
