import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { AppConfig } from './app-config';
import { ConfigError } from './config-error';

/**
 * Issue 42, finding 2: an operator who copies an example file and replaces only some of its values must not get a
 * running API. Each example is read as the deployment would read it; the API is refused until its last placeholder
 * is replaced, and starts once every one is.
 */
const deployDir = path.resolve(__dirname, '../../../deploy');
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');

function problemsOf(env: Record<string, string>): string[] {
  try {
    AppConfig.fromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const secret = () => randomBytes(32).toString('base64url');

/** The Kubernetes Secret's values over the base ConfigMap, as the API's pod gets them. */
function kubernetesEnv(): Record<string, string> {
  const configMap = parseAllDocuments(read('kubernetes/base/config.yaml'))
    .map((document) => document.toJS() as { kind?: string; data?: Record<string, string> })
    .find((document) => document.kind === 'ConfigMap');
  const example = parse(read('kubernetes/secret.example.yaml')) as { stringData: Record<string, string> };
  return { ...configMap?.data, ...example.stringData };
}

/** compose.yaml's environment of the API with .env.example's values put in (defaults where a value is empty). */
function composeEnv(variables: Record<string, string>): Record<string, string> {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, { environment: Record<string, string> }> };
  const interpolate = (text: string) =>
    text.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::?[-?]([^}]*))?\}/g, (_match, name: string, fallback: string | undefined) => {
      const value = variables[name];
      return value ? value : fallback !== undefined && !/^set /.test(fallback) ? fallback : '';
    });
  return Object.fromEntries(Object.entries(compose.services['api-1'].environment).map(([name, value]) => [name, interpolate(String(value))]));
}

function envExample(): Record<string, string> {
  return Object.fromEntries([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]));
}

describe('the example files are refused in production until every placeholder is replaced', () => {
  it('deploy/kubernetes/secret.example.yaml: each placeholder is named, and replacing them one by one starts the API only at the last', () => {
    const env = { ...kubernetesEnv(), SHELL_CONTRACT_FILE: '/app/shell-contract.json' };
    expect(problemsOf(env)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_URL still holds a placeholder/),
        expect.stringMatching(/^REDIS_URL still holds a placeholder/),
        expect.stringMatching(/^SMTP_URL still holds a placeholder/),
        expect.stringMatching(/^EMAIL_LINK_SECRETS still holds a placeholder/),
        expect.stringMatching(/^RELEASE_TOKEN still holds a placeholder/),
        expect.stringMatching(/^METRICS_TOKEN still holds a placeholder/),
        expect.stringMatching(/^AWS_ACCESS_KEY_ID still holds a placeholder/),
        expect.stringMatching(/^AWS_SECRET_ACCESS_KEY still holds a placeholder/),
      ]),
    );
    const replacements: Record<string, string> = {
      DATABASE_URL: `postgres://greenroom:${secret()}@postgres.internal:5432/greenroom`,
      REDIS_URL: `redis://:${secret()}@redis.internal:6379`,
      SMTP_URL: `smtp://mailer:${secret()}@smtp.provider.net:587?requireTLS=true`,
      EMAIL_LINK_SECRETS: `2026-11:${secret()}`,
      RELEASE_TOKEN: secret(),
      METRICS_TOKEN: secret(),
      AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7GREENRM',
      AWS_SECRET_ACCESS_KEY: secret(),
    };
    const names = Object.keys(replacements);
    for (const [index, name] of names.entries()) {
      Object.assign(env, { [name]: replacements[name] });
      const problems = problemsOf(env);
      if (index < names.length - 1) expect(problems.length).toBeGreaterThan(0);
      expect(problems.filter((problem) => problem.startsWith(`${name} `) || problem.startsWith(`${name}'s `))).toEqual([]);
    }
    expect(problemsOf(env)).toEqual([]);
  });

  it("deploy/.env.example through compose.yaml: the change-me passwords, the relay's REPLACE-ME credentials and the empty secrets are refused", () => {
    const variables = envExample();
    expect(problemsOf({ ...composeEnv(variables), SHELL_CONTRACT_FILE: '/app/shell-contract.json' })).toEqual([
      'DATABASE_URL still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in',
      'REDIS_URL still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in',
      'SMTP_URL still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in',
      'METRICS_TOKEN must be set in production (at least 32 characters): Prometheus sends it to /metrics, which answers nobody without it',
      'EMAIL_LINK_SECRET must be at least 32 random bytes in production (make one with: openssl rand -base64 32); it signs the unsubscribe links',
    ]);

    const replacements: Record<string, string> = {
      POSTGRES_PASSWORD: secret(),
      REDIS_PASSWORD: secret(),
      SMTP_URL: `smtp://mailer:${secret()}@smtp.provider.net:587?requireTLS=true`,
      METRICS_TOKEN: secret(),
      EMAIL_LINK_SECRET: secret(),
    };
    const names = Object.keys(replacements);
    for (const [index, name] of names.entries()) {
      Object.assign(variables, { [name]: replacements[name] });
      const problems = problemsOf({ ...composeEnv(variables), SHELL_CONTRACT_FILE: '/app/shell-contract.json' });
      expect(problems.length > 0).toBe(index < names.length - 1);
    }
  });

  it('refuses a short password in any service URL, and a placeholder in any token, whatever its length', () => {
    const valid = {
      NODE_ENV: 'production',
      PORTAL_URL: 'https://members.example.org',
      DATABASE_URL: `postgres://greenroom:${secret()}@db.internal:5432/greenroom`,
      REDIS_URL: `redis://:${secret()}@redis.internal:6379`,
      SMTP_URL: `smtps://mailer:${secret()}@smtp.provider.net:465`,
      EMAIL_LINK_SECRET: secret(),
      SHELL_CONTRACT_FILE: '/app/shell-contract.json',
      METRICS_TOKEN: secret(),
    };
    expect(problemsOf(valid)).toEqual([]);
    expect(problemsOf({ ...valid, REDIS_URL: 'redis://:short-password@redis.internal:6379' })).toEqual([
      "REDIS_URL's password must be at least 16 characters in production (make one with: openssl rand -base64 32 | tr '+/' '-_' | tr -d '=')",
    ]);
    expect(problemsOf({ ...valid, METRICS_TOKEN: 'ChangeMe-but-it-is-32-characters-long' })).toEqual([
      'METRICS_TOKEN still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in',
    ]);
    expect(problemsOf({ ...valid, RELEASE_TOKEN: `replace_me_${secret()}` })).toEqual([
      'RELEASE_TOKEN still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in',
    ]);
  });
});
