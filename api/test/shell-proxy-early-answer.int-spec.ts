import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { startShellServer } from './support/shell-server';
import { TestEnvironment } from './support/test-env';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black 16,000 × 16,000 greyscale PNG, about 30 KB on the wire (see headshot-upload-limits.int-spec.ts). */
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_000, 0);
  header.writeUInt32BE(16_000, 4);
  header.writeUInt8(1, 8);
  header.writeUInt8(0, 9);
  const pixels = deflateSync(Buffer.alloc((1 + 16_000 / 8) * 16_000), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

interface Outcome {
  status?: number;
  body?: unknown;
  error?: string;
}

const BOUNDARY = 'greenroom-early-answer';
const CHUNK = 64 * 1024;

/**
 * One multipart headshot upload through `baseUrl` on a connection of its own, written in 64 KB pieces with a pause every 16 (a member's
 * uplink, not a loopback burst), so the API's answer can come while the body is still on its way.
 */
function slowUpload(baseUrl: string, memberId: string, token: string, file: Buffer, epilogueBytes = 0): Promise<Outcome> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="headshot"; filename="holiday.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  // Bytes after the closing boundary: a multipart parser reads past them, so the body goes on after the API's decision.
  const tail = Buffer.concat([Buffer.from(`\r\n--${BOUNDARY}--\r\n`), Buffer.alloc(epilogueBytes, 0x20)]);
  const body = Buffer.concat([head, file, tail]);
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}/api/members/${memberId}/headshot`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': body.length,
        Authorization: `Bearer ${token}`,
      },
    });
    let offset = 0;
    let failed = false;
    // Like a browser, it goes on sending the body when the answer comes first (a reset then is what the member saw).
    const pump = async (): Promise<void> => {
      while (!failed && offset < body.length) {
        const piece = body.subarray(offset, offset + CHUNK);
        offset += piece.length;
        if (!request.write(piece)) await once(request, 'drain').catch(() => undefined);
        if ((offset / CHUNK) % 16 === 0) await sleep(5);
      }
      if (!failed) request.end();
    };
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
      response.on('error', (error) => resolve({ error: `${(error as NodeJS.ErrnoException).code ?? error.message} while reading the answer` }));
    });
    request.on('error', (error) => {
      failed = true;
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    void pump();
  });
}

/** Both cores busy (a busy small host): a spinning process per core, stopped after the test. */
function burnCpu(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/** Issue 38: an answer the API gives before the upload has all arrived reaches the client through the portal. */
describe('through the shell server, an upload the API refuses early gets its answer', () => {
  const env = new TestEnvironment();
  const headshotDir = mkdtempSync(path.join(tmpdir(), 'greenroom-headshots-'));
  const member = SEEDED.Member;
  let app: INestApplication;
  let shell: { url: string; process: ChildProcess };
  let token: string;
  let burners: ChildProcess[] = [];

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ HEADSHOT_DIR: headshotDir });
    await app.listen(0, '127.0.0.1');
    token = await app.get(SessionService).open(member.id);
    shell = await startShellServer(`http://127.0.0.1:${((app.getHttpServer() as http.Server).address() as AddressInfo).port}`);
  });
  afterEach(() => {
    for (const burner of burners) burner.kill('SIGKILL');
    burners = [];
  });
  afterAll(async () => {
    if (shell && shell.process.exitCode === null) {
      shell.process.kill('SIGTERM');
      await once(shell.process, 'exit');
    }
    await env.dispose();
    rmSync(headshotDir, { recursive: true, force: true });
  });

  const tooManyPixels = { statusCode: 400, message: 'This picture is too big (16000 × 16000 pixels). Please choose one of at most 40 megapixels.' };
  const tooManyBytes = { statusCode: 413, message: 'File size must be less than 5MB' };

  it('the 16,000 × 16,000 picture followed by 8 MB more: the 400 message, five times in a row', async () => {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) outcomes.push(await slowUpload(shell.url, member.id, token, hugePng(), 8 * 1024 * 1024));
    expect(outcomes).toEqual(Array(5).fill({ status: 400, body: tooManyPixels }));
  });

  it('a 12 MB file (over the 5 MB limit): the 413 message, five times in a row', async () => {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      outcomes.push(await slowUpload(shell.url, member.id, token, Buffer.concat([hugePng(), Buffer.alloc(12 * 1024 * 1024)])));
    }
    expect(outcomes).toEqual(Array(5).fill({ status: 413, body: tooManyBytes }));
  });

  it('with both cores kept busy: the same answers, three times in a row', async () => {
    burners = burnCpu();
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      outcomes.push(await slowUpload(shell.url, member.id, token, hugePng(), 8 * 1024 * 1024));
      outcomes.push(await slowUpload(shell.url, member.id, token, Buffer.concat([hugePng(), Buffer.alloc(12 * 1024 * 1024)])));
    }
    expect(outcomes.map((outcome) => outcome.error ?? outcome.status)).toEqual([400, 413, 400, 413, 400, 413]);
    expect(outcomes.slice(0, 2).map((outcome) => outcome.body)).toEqual([tooManyPixels, tooManyBytes]);
  });

  it('in front of a server that answers without reading the upload at all: its answer, eight times in a row', async () => {
    // Nest reads a refused upload to its end; a server that does not (another replica's version, a gateway) is where
    // the early answer met the upload still being piped, and the browser's connection was reset.
    const refusing = http.createServer((request, response) => {
      setTimeout(() => response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify(tooManyPixels)), 20);
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const front = await startShellServer(`http://127.0.0.1:${(refusing.address() as AddressInfo).port}`);
    try {
      const outcomes: Outcome[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) outcomes.push(await slowUpload(front.url, member.id, token, hugePng(), 8 * 1024 * 1024));
      expect(outcomes).toEqual(Array(8).fill({ status: 400, body: tooManyPixels }));
    } finally {
      front.process.kill('SIGTERM');
      await once(front.process, 'exit');
      refusing.close();
    }
  });
});
