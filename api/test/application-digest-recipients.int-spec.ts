import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { memberApplication } from './support/applications';
import { SEEDED } from './support/members';
import { SmtpSink, TestEnvironment } from './support/test-env';

/** Issue 20, item 6: the applicants' details go only to Admins who can still sign in. */
describe("the Admins' application digest", () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  const CANCELLED_ADMIN = 'former.admin@greenroom.test';
  const PENDING_ADMIN = 'pending.admin@greenroom.test';

  beforeAll(async () => {
    app = await env.startWithMail(smtp, { APPLICATION_DIGEST_WINDOW_SECONDS: '2' });
    // Two members who keep the Admin permission on record but can no longer sign in.
    const makeAdmin = (status: string, email: string, order: 'ASC' | 'DESC') =>
      env.dataSource.query(
        `UPDATE members SET portal_permission = 'Admin', membership_status = $1, email = $2
         WHERE id = (SELECT id FROM members WHERE portal_permission = 'Member' AND membership_status = 'Active' AND id <> $3
                     ORDER BY id ${order} LIMIT 1)`,
        [status, email, SEEDED.Member.id],
      );
    await makeAdmin('Cancelled', CANCELLED_ADMIN, 'ASC');
    await makeAdmin('Pending', PENDING_ADMIN, 'DESC');
  });
  afterAll(() => env.dispose());

  it('skips Cancelled and Pending Admins', async () => {
    await request(app.getHttpServer())
      .post('/api/members/new')
      .set('X-Forwarded-For', '203.0.113.9')
      .send(memberApplication({ Email: 'digest.applicant@apply.test' }))
      .expect(201);
    const digest = await smtp.waitFor(SEEDED.Admin.email, 15_000);
    expect(digest.decoded).toContain('digest.applicant@apply.test');
    // The digest is one job that queues every Admin's copy at once; give the others time to arrive, had they been sent.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const recipients = smtp.messages.flatMap((message) => message.to);
    expect(recipients).not.toContain(CANCELLED_ADMIN);
    expect(recipients).not.toContain(PENDING_ADMIN);
  });
});
