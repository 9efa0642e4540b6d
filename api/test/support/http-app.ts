import type { INestApplication } from '@nestjs/common';
import type { Role } from '@greenroom/contracts';
import request from 'supertest';
import { seededTokens } from './sessions';
import { SmtpSink, TestEnvironment } from './test-env';

export interface HttpApp<R extends Role> {
  env: TestEnvironment;
  /** Receives the app's e-mail. */
  smtp: SmtpSink;
  /** Set in beforeAll. */
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  /** The Authorization header of a seeded account of this role. */
  as: (role: R) => { Authorization: string };
}

/**
 * The set-up most HTTP specs share: an app on this file's database that sends its e-mail to `smtp`, and a session
 * for each seeded account of `roles`. Call it in a describe block: it registers that block's beforeAll and afterAll.
 */
export function httpAppWithMail<R extends Role>(roles: readonly R[]): HttpApp<R> {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let tokens = {} as Record<R, string>;
  const suite: HttpApp<R> = {
    env,
    smtp,
    app: undefined as unknown as INestApplication,
    http: () => request(suite.app.getHttpServer()),
    as: (role) => ({ Authorization: `Bearer ${tokens[role]}` }),
  };
  beforeAll(async () => {
    suite.app = await env.startWithMail(smtp);
    tokens = await seededTokens(suite.app, roles);
  });
  afterAll(() => env.dispose());
  return suite;
}
