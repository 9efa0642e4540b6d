import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/** The smallest thing the attachment check accepts as a PDF, padded to `bytes`. */
function pdfOf(bytes: number): string {
  const file = Buffer.alloc(bytes, 0x20);
  Buffer.from('%PDF-1.4\n').copy(file);
  return file.toString('base64');
}

describe('request body limits', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let memberToken: string;
  let adminToken: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    ({ Member: memberToken, Admin: adminToken } = await seededTokens(app, ['Member', 'Admin']));
  }, 60_000);
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const testMessage = (attachmentBytes: number) => ({
    fromName: 'Greenroom Theater',
    fromEmail: 'office@greenroom.test',
    replyToEmail: SEEDED.Admin.email,
    subject: 'Rehearsal schedule',
    body: '<p>The schedule is attached.</p>',
    groups: ['Active'],
    teams: [],
    teamFilterType: 'OR',
    attachments: [{ filename: 'schedule.pdf', content: pdfOf(attachmentBytes) }],
  });

  it('answers 413 to a 200 kB JSON body on an ordinary route, signed in or not', async () => {
    const bio = 'x'.repeat(200 * 1024);
    const signedIn = await http().patch('/api/members/update').set('Authorization', `Bearer ${memberToken}`).send({ Bio: bio }).expect(413);
    expect(signedIn.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
    const visitor = await http().post('/api/members/new').send({ First_Name: bio }).expect(413);
    expect(visitor.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
  });

  it('checks the session before reading a large body on the attachment routes', async () => {
    // Over the 40 MB limit: had the body been parsed first, the answer would be 413.
    const huge = JSON.stringify({ attachments: [{ filename: 'a.pdf', content: 'A'.repeat(41 * 1024 * 1024) }] });
    for (const route of ['/api/email/send-mass', '/api/email/send-test']) {
      const visitor = await http().post(route).set('Content-Type', 'application/json').send(huge).expect(401);
      expect(visitor.body.statusCode).toBe(401);
      const member = await http()
        .post(route)
        .set('Authorization', `Bearer ${memberToken}`)
        .set('Content-Type', 'application/json')
        .send(huge)
        .expect(403);
      expect(member.body.statusCode).toBe(403);
    }
    const admin = await http()
      .post('/api/email/send-test')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'application/json')
      .send(huge)
      .expect(413);
    expect(admin.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
  });

  it('takes a 5 MB attachment from an Admin', async () => {
    const response = await http()
      .post('/api/email/send-test')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(testMessage(5 * 1024 * 1024))
      .expect(200);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
