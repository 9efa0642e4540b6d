import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** The SDK may stream the body as aws-chunked ("<hex size>;…\r\n<data>\r\n…0\r\n<trailers>"). */
function decodeBody(request: IncomingMessage, raw: Buffer): Buffer {
  if (!String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

/**
 * No S3 service runs on this machine: a minimal path-style S3 endpoint (PUT, GET, DELETE of objects) lets the
 * real AWS SDK client make its real HTTP calls.
 */
function startS3(objects: Map<string, Buffer>): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.test').pathname);
      if (req.method === 'PUT') {
        objects.set(key, decodeBody(req, Buffer.concat(chunks)));
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        const body = objects.get(key)!;
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': body.length }).end(body);
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('headshots in an S3-compatible bucket (HEADSHOT_S3_BUCKET)', () => {
  const env = new TestEnvironment();
  const objects = new Map<string, Buffer>();
  let s3: Server;
  let app: INestApplication;
  let token: string;
  const member = SEEDED.Member;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test-key';
    process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
    s3 = await startS3(objects);
    await env.setUp();
    app = await env.startApp({ HEADSHOT_S3_BUCKET: 'greenroom', HEADSHOT_S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}` });
    token = await app.get(SessionService).open(member.id);
  });
  afterAll(async () => {
    await env.dispose();
    await new Promise((resolve) => s3.close(resolve));
  });

  const upload = async () =>
    request(app.getHttpServer())
      .post(`/api/members/${member.id}/headshot`)
      .set('Authorization', `Bearer ${token}`)
      .attach(
        'headshot',
        await sharp({ create: { width: 60, height: 80, channels: 3, background: '#884422' } })
          .png()
          .toBuffer(),
        'me.png',
      )
      .expect(200);

  it('stores the resized PNG under the prefix, serves it back, and replaces it on a new upload', async () => {
    await upload();
    const [first] = [...objects.keys()];
    expect(first).toMatch(new RegExp(`^/greenroom/headshots/${member.id}-\\d+\\.png$`));
    expect((await sharp(objects.get(first)!).metadata()).format).toBe('png');

    const image = await request(app.getHttpServer())
      .get(`/api/members/${member.id}/headshot`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .expect(200);
    expect(Buffer.compare(image.body as Buffer, objects.get(first)!)).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await upload();
    expect(objects.size).toBe(1);
    expect([...objects.keys()][0]).not.toBe(first);
  });
});
