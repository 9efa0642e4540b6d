import { AppConfig } from './app-config';
import { ConfigError } from './config-error';

const SECRET = 'q3Jx0cM2b8tT1vS6yK4nL9pR5wZ7aE2dF0gH8jU6iO4'; // 43 base64url characters: 32 bytes

/** A production environment that passes every check; each test spoils one setting. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PORTAL_URL: 'https://members.example.org',
  DATABASE_URL: 'postgres://greenroom:db-password-long-enough@db.internal:5432/greenroom',
  REDIS_URL: 'redis://:redis-password-long-enough@redis.internal:6379',
  SMTP_URL: 'smtp://mailer:smtp-password-long-enough@smtp.example.org:587?requireTLS=true',
  EMAIL_LINK_SECRET: SECRET,
  SHELL_CONTRACT_FILE: '/app/shell-contract.json',
  METRICS_TOKEN: 'm'.repeat(32),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    AppConfig.fromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('AppConfig start-up checks', () => {
  it('starts in production with https, credentials and a strong secret', () => {
    const config = AppConfig.fromEnv(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.emailLinkKeys).toEqual([{ id: '1', secret: SECRET }]);
    expect(config.emailLinkKeysGenerated).toBe(false);
  });

  it('refuses production without an e-mail link secret, saying how to make one', () => {
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRET: '' })).toEqual([
      'EMAIL_LINK_SECRET must be at least 32 random bytes in production (make one with: openssl rand -base64 32); it signs the unsubscribe links',
    ]);
  });

  it.each([
    ['the old repository default', 'greenroom-development-unsubscribe-secret'],
    ['31 bytes of hex', 'ab'.repeat(31)],
    ['a phrase that is not base64 or hex', 'correct horse battery staple, but longer than 43'],
  ])('refuses a weak secret (%s), in production and out of it', (_case, secret) => {
    const expected = ['EMAIL_LINK_SECRET must be at least 32 random bytes written as base64 or hex (make one with: openssl rand -base64 32)'];
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRET: secret })).toEqual(expected);
    expect(problemsOf({ EMAIL_LINK_SECRET: secret })).toEqual(expected);
  });

  it('reads a rotation list newest first and checks every secret in it', () => {
    const config = AppConfig.fromEnv({ ...PRODUCTION, EMAIL_LINK_SECRET: '', EMAIL_LINK_SECRETS: `2026-11:${SECRET}, 1:${'cd'.repeat(32)}` });
    expect(config.emailLinkKeys.map((key) => key.id)).toEqual(['2026-11', '1']);
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRET: '', EMAIL_LINK_SECRETS: `2:${SECRET},1:short` })).toEqual([
      'EMAIL_LINK_SECRETS key "1" must be at least 32 random bytes written as base64 or hex (make one with: openssl rand -base64 32)',
    ]);
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRET: '', EMAIL_LINK_SECRETS: SECRET })).toEqual([
      'EMAIL_LINK_SECRETS must be a comma-separated list of keyid:secret, newest first (key ids: up to 16 letters, digits, - or _)',
    ]);
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRET: '', EMAIL_LINK_SECRETS: `a:${SECRET},a:${SECRET}` })).toEqual([
      'EMAIL_LINK_SECRETS names key id "a" twice',
    ]);
    expect(problemsOf({ ...PRODUCTION, EMAIL_LINK_SECRETS: `a:${SECRET}` })).toEqual(['Set EMAIL_LINK_SECRET or EMAIL_LINK_SECRETS, not both']);
  });

  it('refuses an http:// PORTAL_URL in production unless it is this machine', () => {
    expect(problemsOf({ ...PRODUCTION, PORTAL_URL: 'http://members.example.org' })).toEqual([
      'PORTAL_URL must start with https:// in production (http:// only for localhost): sign-in and unsubscribe links travel in it, got http://members.example.org',
    ]);
    expect(problemsOf({ ...PRODUCTION, PORTAL_URL: 'http://localhost:4200' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, PORTAL_URL: 'http://127.0.0.1:4200' })).toEqual([]);
    expect(problemsOf({ PORTAL_URL: 'members.example.org' })).toEqual([
      'PORTAL_URL must be the address members open, such as https://members.example.org',
    ]);
  });

  it.each([
    [
      'DATABASE_URL',
      'postgres://postgres@db.internal:5432/greenroom',
      'DATABASE_URL must carry a user and password in production (postgres://user:password@host:5432/greenroom)',
    ],
    [
      'DATABASE_URL',
      'postgres://127.0.0.1:5432/greenroom',
      'DATABASE_URL must carry a user and password in production (postgres://user:password@host:5432/greenroom)',
    ],
    ['REDIS_URL', 'redis://redis.internal:6379', 'REDIS_URL must carry a password in production (redis://:password@host:6379, or rediss:// for TLS)'],
    ['REDIS_URL', 'redis://127.0.0.1:6379', 'REDIS_URL must carry a password in production (redis://:password@host:6379, or rediss:// for TLS)'],
    [
      'SMTP_URL',
      'smtps://smtp.example.org:465',
      'SMTP_URL must carry a user and password in production (smtp://user:password@host:587), unless it is a relay on this machine (smtp://localhost:25)',
    ],
  ])('refuses production when %s carries no credentials (%s)', (name, url, message) => {
    expect(problemsOf({ ...PRODUCTION, [name]: url })).toEqual([message]);
  });

  it('lets production send through a relay on this machine without a password', () => {
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtp://localhost:25' })).toEqual([]);
  });

  it('refuses SMTP that may fall back to clear text in production: smtps:, or STARTTLS with requireTLS', () => {
    const tls =
      'SMTP_URL must use TLS in production: smtps://user:password@host:465, or STARTTLS with smtp://user:password@host:587?requireTLS=true (a relay on this machine, or one named in SMTP_PLAIN_RELAY_HOSTS, may go without)';
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtp://mailer:smtp-password-long-enough@smtp.example.org:587' })).toEqual([tls]);
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtp://mailer:smtp-password-long-enough@smtp.example.org:587?requireTLS=false' })).toEqual([tls]);
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtps://mailer:smtp-password-long-enough@smtp.example.org:465' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([]);
    expect(problemsOf({ SMTP_URL: 'smtp://smtp.example.org:587' })).toEqual([]);
    // A relay the operator names as on the deployment's own network, and only that one.
    const sidecar = { ...PRODUCTION, SMTP_URL: 'smtp://mailer:smtp-password-long-enough@mail-relay:25', SMTP_PLAIN_RELAY_HOSTS: 'mail-relay, other' };
    expect(problemsOf(sidecar)).toEqual([]);
    expect(problemsOf({ ...sidecar, SMTP_PLAIN_RELAY_HOSTS: 'other' })).toEqual([tls]);
  });

  it('reads TRUST_PROXY: a whole number is a hop count, anything else an address list refused in production unless valid', () => {
    expect(AppConfig.fromEnv({ ...PRODUCTION, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(AppConfig.fromEnv({ ...PRODUCTION, TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(AppConfig.fromEnv(PRODUCTION).trustProxy).toBe('loopback');
    for (const list of ['10.0.0.0/8', 'loopback, 10.1.2.3', '2001:db8::/32,uniquelocal', '10.0.0.0/255.0.0.0']) {
      expect(AppConfig.fromEnv({ ...PRODUCTION, TRUST_PROXY: list }).trustProxy).toBe(list);
    }
    for (const bad of ['true', 'all', '10.0.0.0/33', '10.0.0.0/8, nonsense', '1.5']) {
      expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: bad })).toEqual([
        `TRUST_PROXY must be loopback, a comma-separated list of addresses or subnets (10.0.0.0/8), or a hop count (1), got "${bad}"`,
      ]);
    }
  });

  it('takes the mass e-mail sender domains from MAIL_SENDER_DOMAINS, or else from MAIL_FROM', () => {
    expect(AppConfig.fromEnv({}).mailSenderDomains).toEqual(['greenroom.test']);
    expect(AppConfig.fromEnv({ MAIL_FROM: 'Theater <Office@Theater.Example.org>' }).mailSenderDomains).toEqual(['theater.example.org']);
    expect(AppConfig.fromEnv({ MAIL_SENDER_DOMAINS: 'theater.example.org, Box.Example.org' }).mailSenderDomains).toEqual([
      'theater.example.org',
      'box.example.org',
    ]);
    expect(problemsOf({ MAIL_SENDER_DOMAINS: 'theater.example.org, not a domain' })).toEqual([
      'MAIL_SENDER_DOMAINS must list the domains a mass e-mail may come from, comma-separated (theater.example.org), got "theater.example.org, not a domain"',
    ]);
  });

  it('lists every problem at once, one line each', () => {
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    // The defaults point at this machine (allowed), but name no database or Redis password and no secret.
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'METRICS_TOKEN',
      'SHELL_CONTRACT_FILE',
      'EMAIL_LINK_SECRET',
    ]);
    expect(problems.every((problem) => !problem.includes('\n'))).toBe(true);
  });

  it('outside production needs no settings and makes a throw-away link secret', () => {
    const config = AppConfig.fromEnv({});
    expect(config.production).toBe(false);
    expect(config.emailLinkKeysGenerated).toBe(true);
    expect(Buffer.from(config.emailLinkKeys[0].secret, 'base64url')).toHaveLength(32);
    expect(AppConfig.fromEnv({}).emailLinkKeys[0].secret).not.toBe(config.emailLinkKeys[0].secret);
  });
});
