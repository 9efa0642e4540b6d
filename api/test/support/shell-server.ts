import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';

const SHELL_SERVER = path.resolve(__dirname, '../../../shell/server/serve.mjs');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs shell/server/serve.mjs with `args` and `env` until it exits; for start-up refusals. */
export function runShellServerUntilExit(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SHELL_SERVER, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

/** The real shell server (shell/server) in `mode` with `env`; resolves once it listens. */
export async function startServer(mode: 'shell' | 'remote', env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SHELL_SERVER, mode], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // e.g. shell/dist/index.html missing: build it first with `npx nx build shell`.
    child.on('exit', (code) => reject(new Error(`the shell server exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** The real shell server in front of `apiUrl` (with more of its settings in `env`); resolves once it listens. */
export function startShellServer(apiUrl: string, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  return startServer('shell', { API_URL: apiUrl, ...env });
}
