import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, black, 1-bit greyscale PNG: 16,000 × 16,000 pixels (256 megapixels) in about 30 KB, because
 * deflate squeezes the 32 MB of identical rows almost to nothing. Decoded, it is 256 MB of pixels.
 */
function imageBomb(width = 16_000, height = 16_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('headshot upload: image bombs and multipart abuse are refused with a 4xx before anything is stored', () => {
  const env = new TestEnvironment();
  const headshotDir = mkdtempSync(path.join(tmpdir(), 'greenroom-headshots-'));
  let app: INestApplication;
  let token: string;
  const member = SEEDED.Member;
  const url = `/api/members/${member.id}/headshot`;
  const upload = () => request(app.getHttpServer()).post(url).set('Authorization', `Bearer ${token}`);
  const photo = () =>
    sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  const stored = async () => ({
    rows: await env.dataSource.query('SELECT member_id, storage_key FROM member_headshots ORDER BY member_id'),
    files: readdirSync(headshotDir).sort(),
  });

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ HEADSHOT_DIR: headshotDir });
    token = await app.get(SessionService).open(member.id);
  });
  afterAll(async () => {
    await env.dispose();
    rmSync(headshotDir, { recursive: true, force: true });
  });

  it('crafts a real 16,000 × 16,000 PNG that is small on the wire', async () => {
    const bomb = imageBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const { format, width, height } = await sharp(bomb).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 16_000, height: 16_000 });
  });

  it('refuses a picture over 40 megapixels from its header, quickly, storing nothing', async () => {
    const before = await stored();
    const bomb = imageBomb();
    const started = Date.now();
    const response = await upload().attach('headshot', bomb, 'holiday.png');
    const elapsedMs = Date.now() - started;
    expect([response.status, response.body]).toEqual([
      400,
      { statusCode: 400, message: 'This picture is too big (16000 × 16000 pixels). Please choose one of at most 40 megapixels.' },
    ]);
    // Decoding it took 10 s on a quiet machine; the header alone takes milliseconds (slack for a busy CI machine).
    expect(elapsedMs).toBeLessThan(3_000);
    expect(await stored()).toEqual(before);
  });

  it('still accepts a picture just under the limit', async () => {
    const justUnder = await sharp({ create: { width: 8_000, height: 5_000, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    await upload().attach('headshot', justUnder, 'wide.png').expect(200);
  });

  it('refuses two files, a second file field, extra fields, a long field and broken multipart, each with a 400 and nothing stored', async () => {
    await upload()
      .attach('headshot', await photo(), 'me.jpg')
      .expect(200);
    const before = await stored();
    const refusals = {
      twoFiles: upload()
        .attach('headshot', await photo(), 'a.jpg')
        .attach('headshot', await photo(), 'b.jpg'),
      secondFileField: upload()
        .attach('headshot', await photo(), 'a.jpg')
        .attach('other', await photo(), 'b.jpg'),
      tenFields: Array.from({ length: 10 }, (_, index) => index)
        .reduce((form, index) => form.field(`note${index}`, 'x'), upload())
        .attach('headshot', await photo(), 'a.jpg'),
      longField: upload()
        .field('note', 'x'.repeat(200_000))
        .attach('headshot', await photo(), 'a.jpg'),
      truncated: upload()
        .set('Content-Type', 'multipart/form-data; boundary=cut')
        .send('--cut\r\nContent-Disposition: form-data; name="headshot"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'),
      noBoundary: upload().set('Content-Type', 'multipart/form-data').send('headshot'),
      notMultipart: upload().send({ headshot: 'data:image/png;base64,iVBORw0KGgo=' }),
    };
    const answers: Record<string, unknown> = {};
    for (const [name, refusal] of Object.entries(refusals)) answers[name] = (await refusal).body;
    expect(answers).toEqual({
      twoFiles: { statusCode: 400, message: 'Too many files' },
      secondFileField: { statusCode: 400, message: 'Too many files' },
      tenFields: { statusCode: 400, message: 'Too many fields' },
      longField: { statusCode: 400, message: 'Field value too long - note' },
      truncated: { statusCode: 400, message: 'Multipart: Unexpected end of form' },
      noBoundary: { statusCode: 400, message: 'Multipart: Boundary not found' },
      notMultipart: { statusCode: 400, message: 'Please select an image file' },
    });
    expect(await stored()).toEqual(before);
  });
});
