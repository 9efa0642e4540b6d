// What the deployed code reads, taken from its source: the check holds the manifests to it, so a setting added to
// the API or a probe moved shows up here as a failing line instead of as a pod that never gets ready.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const source = (file) => fs.readFileSync(path.join(root, file), 'utf8');

/** The keys of a `const <name> = z.object({ … });` in a source file. */
function schemaKeys(file, name) {
  const text = source(file);
  const start = text.indexOf(`const ${name} = z.object({`);
  if (start === -1) throw new Error(`${file}: ${name} not found`);
  const body = text.slice(start, text.indexOf('\n});', start));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*): z\./gm)].map((match) => match[1]);
}

/**
 * `read`: every environment variable the API and the worker read (AppConfig and MailSettings). `secret`: those that
 * carry a credential. `external`: read by a library rather than our code (the AWS SDK's credentials).
 */
export function apiSettings() {
  const read = new Set(schemaKeys('api/src/config/app-config.ts', 'EnvSchema'));
  return {
    read,
    secret: new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'EMAIL_LINK_SECRET', 'EMAIL_LINK_SECRETS', 'RELEASE_TOKEN', 'METRICS_TOKEN']),
    external: new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']),
  };
}

/** The API's probe routes, as their route objects (libs/contracts) declare them. */
function contractPath(route) {
  if (!source('libs/contracts/src/health/health.routes.ts').includes(`method: 'GET', path: '${route}'`))
    throw new Error(`no GET ${route} in the API's contracts`);
  return route;
}
export const apiProbePaths = { live: contractPath('/api/health/live'), ready: contractPath('/api/health/ready') };

/** The port the shell server listens on in this container: its PORT, or the server's default. */
export function shellServerPort(container) {
  const fromEnv = container.env?.find((entry) => entry.name === 'PORT')?.value;
  if (fromEnv) return Number(fromEnv);
  return Number(/const DEFAULT_PORT = (\d+);/.exec(source('shell/server/serve.mjs'))[1]);
}
