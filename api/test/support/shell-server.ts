import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';

const SERVE_APP = path.resolve(__dirname, '../../../scripts/serve-app.mjs');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real shell server (scripts/serve-app.mjs) in front of `apiUrl`; resolves once it listens. */
export async function startShellServer(apiUrl: string, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE_APP, 'shell'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, ...env },
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
    child.on('exit', (code) => reject(new Error(`serve-app.mjs exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}
