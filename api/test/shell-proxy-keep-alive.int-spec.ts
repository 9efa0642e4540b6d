import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { startShellServer } from './support/shell-server';
import { TestEnvironment } from './support/test-env';

interface Answer {
  connection: string | undefined;
  reusedSocket: boolean;
}

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ connection: response.headers.connection, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

/** Issue 23: a proxied /api call keeps both connections open (the browser's and the one to the API). */
describe('the shell proxy keeps connections open', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let shell: { url: string; process: ChildProcess };
  let apiConnections = 0;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as http.Server;
    server.on('connection', () => (apiConnections += 1));
    shell = await startShellServer(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    if (shell && shell.process.exitCode === null) {
      shell.process.kill('SIGTERM');
      await once(shell.process, 'exit');
    }
    await env.dispose();
  });

  it("answers keep-alive, serves the browser's next call on the same connection and reuses its own to the API", async () => {
    const browser = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = apiConnections;
    const answers: Answer[] = [];
    for (let call = 0; call < 5; call += 1) answers.push(await get(`${shell.url}/api/health`, browser));
    browser.destroy();

    expect(answers.map((answer) => answer.connection)).toEqual(Array(5).fill('keep-alive'));
    expect(answers.map((answer) => answer.reusedSocket)).toEqual([false, true, true, true, true]);
    expect(apiConnections - before).toBe(1);
  });
});
