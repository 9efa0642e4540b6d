import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/** Issue 20, items 3 and 6: what a mass e-mail may carry, and whom it may claim to be from. */
describe('mass e-mail: merge tags stay in the text, the From address stays the theater’s', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Admin' | 'Member', string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Admin', 'Member'] as const);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const message = (fields: { body?: string; fromEmail?: string; fromName?: string }) => ({
    fromName: 'Greenroom Theater',
    fromEmail: 'office@greenroom.test',
    replyToEmail: SEEDED.Admin.email,
    subject: 'Your city',
    body: '<p>Hello {{First_Name}}</p>',
    groups: ['Active'],
    teams: [],
    teamFilterType: 'OR',
    recipients: [SEEDED.Member.email],
    ...fields,
  });
  const send = (path: 'send-mass' | 'send-test', body: object) =>
    http().post(`/api/email/${path}`).set('Authorization', `Bearer ${tokens.Admin}`).send(body);
  const campaigns = async () => Number((await env.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM email_campaigns'))[0].n);

  it('refuses a merge tag inside a link or an image, so a member’s own field cannot become another member’s link', async () => {
    // Any member may write their own City; here it is a script URL.
    await http()
      .patch('/api/members/update')
      .set('Authorization', `Bearer ${tokens.Member}`)
      .send({ Email: SEEDED.Member.email, City: 'javascript:alert(document.cookie)' })
      .expect(200);
    const before = await campaigns();
    for (const body of [
      '<p><a href="{{City}}">Your city</a></p>',
      '<p><a href="https://maps.example.org/?q={{ City }}">Map</a></p>',
      '<p><img src="https://img.example.org/{{Villages_ID}}.png" alt="{{First_Name}}"></p>',
    ]) {
      for (const path of ['send-mass', 'send-test'] as const) {
        const refused = await send(path, message({ body })).expect(400);
        expect(refused.body.statusCode).toBe(400);
        expect(refused.body.message).toMatch(/^Merge tags can be used in the text only, not inside a link or an image: \{\{/);
      }
    }
    expect(await campaigns()).toBe(before);
  });

  it('accepts merge tags in the text, beside a link', async () => {
    await send('send-test', message({ body: '<p>{{First_Name}} of {{City}}: <a href="https://greenroom.test/">the portal</a></p>' })).expect(200);
  });

  it('takes a From address only at the theater’s own domain; the From name stays free', async () => {
    const before = await campaigns();
    for (const fromEmail of ['president@whitehouse.gov', 'office@greenroom.test.evil.example', 'office@sub.greenroom.test']) {
      const refused = await send('send-mass', message({ fromEmail })).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: 'The from email must be an address at greenroom.test.' });
    }
    expect(await campaigns()).toBe(before);
    await send('send-mass', message({ fromEmail: 'Box-Office@GreenRoom.test', fromName: 'The Box Office (any name)' })).expect(202);
  });
});
