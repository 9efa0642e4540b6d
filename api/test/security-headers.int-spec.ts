import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { signUnsubscribe } from '../src/mail-delivery/unsubscribe-token';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** `Content-Security-Policy` as a map of directive → sources. */
function policy(header: string | undefined): Map<string, string[]> {
  expect(header).toBeDefined();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let adminToken: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    adminToken = await app.get(SessionService).open(SEEDED.Admin.id);
  }, 60_000);
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());

  it('sends nosniff, no framing and a strict policy on API answers, and no HSTS over plain http', async () => {
    const response = await http().get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over https, not when anyone else says so', async () => {
    const viaProxy = await http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    // Only 10.0.0.1 is a trusted proxy here, so the test client's header is its own claim.
    const untrusting = await env.startApp({ TRUST_PROXY: '10.0.0.1' });
    const direct = await request(untrusting.getHttpServer()).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the unsubscribe page show its own style and post its form, and nothing else', async () => {
    const token = signUnsubscribe({ memberId: SEEDED.Member.id, list: null }, env.config().emailLinkKeys);
    const page = await http().get('/api/unsubscribe').query({ token }).expect(200);
    const csp = policy(page.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? '';
    expect(csp.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.text).not.toMatch(/<script|\sstyle=|\son\w+=/i);
  });

  it('serves Bull Board with a policy its page and every asset it names load under', async () => {
    const opened = await http().post('/api/admin/queues-session').set('Authorization', `Bearer ${adminToken}`).expect(200);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    const page = await http().get('/api/admin/queues').set('Cookie', cookie).expect(200);
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Its loading screen uses style attributes and a <style> block.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);

    // Inline scripts would be blocked by script-src 'self': the page may only carry data blocks.
    for (const [, attributes] of page.text.matchAll(/<script([^>]*)>/g)) expect(attributes).toMatch(/src=|type="application\/json"/);
    const base = /<base href="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const assets = [...page.text.matchAll(/<(?:script|link)[^>]+(?:src|href)="(static\/[^"]+)"/g)].map(([, asset]) => asset);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const loaded = await http().get(`${base}${asset}`).set('Cookie', cookie).expect(200);
      expect(loaded.headers['x-content-type-options']).toBe('nosniff');
      expect(loaded.headers['content-type']).toMatch(/javascript|css|image/);
    }
    await http().get('/api/admin/queues/api/queues').set('Cookie', cookie).expect(200);
  });

  it('serves the API docs with a policy that lets them load', async () => {
    const page = await http().get('/api/docs').expect(200);
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    for (const [, attributes] of page.text.matchAll(/<script([^>]*)>/g)) expect(attributes).toMatch(/src=/);
  });
});
