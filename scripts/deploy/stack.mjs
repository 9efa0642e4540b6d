// The compose stack that `npm run test:deploy` brings up (deploy/compose.yaml, with the MailDev profile as the SMTP
// sink), and the handle every check in scripts/deploy/checks/*.mjs receives. Everything is named after its own
// compose project and published on 127.0.0.1 only, so a run never meets the machine's own services or another run.
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deployDir, podman, podmanEnv, run, workspaceRoot } from './podman.mjs';
import { REMOTE_NAMES } from './images.mjs';

const { envPort } = createRequire(import.meta.url)('@greenroom/contracts/src/remotes/portal-ports');

export const composeFile = path.join(deployDir, 'compose.yaml');
export const API_REPLICAS = ['api-1', 'api-2'];
export const WORKERS = ['worker-1', 'worker-2'];

/** This run's project name and host ports (DEPLOY_TEST_* override them, so two checkouts can run at once). */
export function stackSettings() {
  return {
    project: process.env.DEPLOY_TEST_PROJECT || 'greenroom-deploytest',
    httpPort: envPort(process.env, 'DEPLOY_TEST_HTTP_PORT', 18480),
    mailWebPort: envPort(process.env, 'DEPLOY_TEST_MAIL_PORT', 18481),
  };
}

/** The compose variables of the test stack: production mode, with every secret made up for this run. */
export function stackVariables({ tag, httpPort, mailWebPort, secrets }) {
  const portalUrl = `http://127.0.0.1:${httpPort}`;
  return {
    GREENROOM_TAG: tag,
    GREENROOM_API_IMAGE: 'localhost/greenroom-api',
    GREENROOM_SHELL_IMAGE: 'localhost/greenroom-shell',
    GREENROOM_REMOTE_IMAGE_PREFIX: 'localhost/greenroom-remote-',
    POSTGRES_IMAGE: 'localhost/greenroom-base/postgres:15',
    REDIS_IMAGE: 'localhost/greenroom-base/redis:7',
    HAPROXY_IMAGE: 'localhost/greenroom-base/haproxy:2.6',
    MAILDEV_IMAGE: 'localhost/greenroom-base/maildev:2.2.1',
    PROMETHEUS_IMAGE: 'localhost/greenroom-base/prometheus:2.42',
    HTTP_BIND: '127.0.0.1',
    HTTP_PORT: String(httpPort),
    MAILDEV_WEB_BIND: '127.0.0.1',
    MAILDEV_WEB_PORT: String(mailWebPort),
    PORTAL_URL: portalUrl,
    // checks/tls-front.mjs signs in through a TLS proxy on this machine: its connections to the published port reach
    // HAProxy from the host's side of the stack's network (a private address under rootful netavark, loopback under
    // rootless networking), so those ranges are the front here; nothing else reaches the 127.0.0.1-bound port.
    FRONT_PROXY_ADDRESSES: '127.0.0.0/8 10.0.0.0/8 172.16.0.0/12 192.168.0.0/16',
    TRUST_PROXY: 'uniquelocal,loopback',
    POSTGRES_USER: 'greenroom',
    POSTGRES_DB: 'greenroom',
    POSTGRES_PASSWORD: secrets.postgres,
    REDIS_PASSWORD: secrets.redis,
    EMAIL_LINK_SECRET: secrets.emailLink,
    METRICS_TOKEN: secrets.metrics,
    // MailDev takes any user and password given here; production refuses an SMTP URL without credentials.
    SMTP_URL: `smtp://sink:${secrets.smtp}@maildev:1025`,
    // MailDev speaks no TLS: named as a relay on the stack's own network, which production then allows in clear.
    SMTP_PLAIN_RELAY_HOSTS: 'maildev',
    // No release is registered by the checks: no manifest origin is allowed.
    RELEASE_MANIFEST_ORIGINS: '',
    MAILDEV_INCOMING_USER: 'sink',
    MAILDEV_INCOMING_PASS: secrets.smtp,
    MAIL_FROM: 'Greenroom <no-reply@greenroom.test>',
    QUEUE_PREFIX: 'greenroom',
    // The checks sign in and send from one client address many times.
    LOGIN_LINK_LIMIT: '1000',
    LOGIN_LINK_IP_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  };
}

/** Handle of one running stack: URLs, compose/podman access per service, the SMTP sink and the database. */
export class Stack {
  constructor({ project, tag, variables, httpPort, mailWebPort, say = () => undefined }) {
    this.project = project;
    /** Image tag the stack was started with; replace() moves single services to another. */
    this.tag = tag;
    this.variables = variables;
    this.say = say;
    /** The load balancer: the portal as members open it. */
    this.portalUrl = `http://127.0.0.1:${httpPort}`;
    /** The API through the load balancer (routes straight to the API replicas). */
    this.apiUrl = `${this.portalUrl}/api`;
    /** MailDev's web UI and REST API (the SMTP sink). */
    this.mailUrl = `http://127.0.0.1:${mailWebPort}`;
    this.apiReplicas = API_REPLICAS;
    this.workers = WORKERS;
    this.remotes = REMOTE_NAMES;
    this.mail = new MailSinkClient(this.mailUrl);
  }

  /** The load balancer's base URL (same as portalUrl). */
  get url() {
    return this.portalUrl;
  }

  /** The compose variables the stack was started with (image tag, secrets, limits). */
  get env() {
    return this.variables;
  }

  /** podman with the project's containers.conf; resolves with stdout. */
  podman(args, options) {
    return podman(args, options);
  }

  /** podman-compose with this project's name, file and variables; resolves with stdout. */
  compose(args, { env = {}, inherit = false } = {}) {
    return run('podman-compose', ['--no-ansi', '-p', this.project, '-f', composeFile, ...args], {
      env: podmanEnv({ ...this.variables, ...env }),
      inherit,
    });
  }

  /** Name of the (first) container of a compose service (podman-compose names them <project>_<service>_1). */
  container(service) {
    return `${this.project}_${service}_1`;
  }

  /** Runs a command in a service's running container; resolves with stdout. */
  exec(service, command, { user, input } = {}) {
    return podman(['exec', ...(input === undefined ? [] : ['-i']), ...(user ? ['--user', user] : []), this.container(service), ...command], {
      input,
    });
  }

  /** The service's container log (stdout and stderr). */
  async logs(service) {
    return run('podman', ['logs', this.container(service)], { env: podmanEnv(), combined: true }).catch((error) => error.message);
  }

  /** Graceful stop (SIGTERM, then SIGKILL after timeoutSeconds). */
  stop(service, { timeoutSeconds = 30 } = {}) {
    return podman(['stop', '-t', String(timeoutSeconds), this.container(service)]);
  }

  /** Sends a signal (default SIGKILL: the container dies mid-work). */
  kill(service, signal = 'SIGKILL') {
    return podman(['kill', '--signal', signal, this.container(service)]);
  }

  /** Starts a stopped or killed service's container again (same image) and waits for its health check. */
  async start(service) {
    await podman(['start', this.container(service)]);
    await this.waitHealthy(service);
  }

  /**
   * Replaces one service's container by one from `tag` (a rolling upgrade step): graceful stop, remove, create
   * from the new tag, wait until its health check passes. Other services are not touched.
   */
  async replace(service, tag, { stopTimeoutSeconds = 30 } = {}) {
    await this.stop(service, { timeoutSeconds: stopTimeoutSeconds });
    await podman(['rm', '-f', this.container(service)]);
    await this.compose(['up', '-d', '--no-deps', service], { env: { GREENROOM_TAG: tag } });
    await this.waitHealthy(service);
  }

  /** The container's address on the compose network (the host reaches it directly: rootful podman's bridge). */
  async addressOf(service) {
    const out = await podman(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', this.container(service)]);
    return out.trim().split(/\s+/)[0];
  }

  /** postgres://… of the stack's database, reached from the host through the container's address. */
  async databaseUrl() {
    const { POSTGRES_USER: user, POSTGRES_PASSWORD: password, POSTGRES_DB: db } = this.variables;
    return `postgres://${user}:${encodeURIComponent(password)}@${await this.addressOf('postgres')}:5432/${db}`;
  }

  /** The image reference a service's container runs. */
  async imageOf(service) {
    return (await podman(['inspect', '--format', '{{.ImageName}}', this.container(service)])).trim();
  }

  /**
   * Waits until the service's compose health check passes. podman runs health checks from systemd timers, which
   * these machines lack, so the check is run here (`podman healthcheck run`) until it passes.
   */
  async waitHealthy(service, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      try {
        await podman(['healthcheck', 'run', this.container(service)]);
        return;
      } catch (error) {
        last = error.message;
      }
      await sleep(1000);
    }
    throw new Error(`${service} did not become healthy within ${timeoutMs / 1000} s: ${last}\n${(await this.logs(service)).slice(-3000)}`);
  }

  /** Waits for a one-off container to exit; a non-zero exit is an error carrying the end of its log. */
  async waitForJob(container, { remove = false } = {}) {
    const code = Number((await podman(['wait', container])).trim());
    const log = code === 0 ? '' : await run('podman', ['logs', container], { env: podmanEnv(), combined: true }).catch((error) => error.message);
    if (remove) await podman(['rm', '-f', container]);
    if (code !== 0) throw new Error(`${container} exited with ${code}: ${log.slice(-2000)}`);
  }

  /** The seed's first release of each remote: its manifest as browsers reach it, through the load balancer. */
  remoteUrlVariables() {
    return Object.fromEntries(this.remotes.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `${this.portalUrl}/remotes/${name}/mf-manifest.json`]));
  }

  /** Runs SQL in the stack's PostgreSQL (psql in its container); resolves with rows of column strings. */
  async sql(query) {
    const out = await this.exec('postgres', [
      'psql',
      '-U',
      this.variables.POSTGRES_USER,
      '-d',
      this.variables.POSTGRES_DB,
      '-At',
      '-F',
      '\t',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      query,
    ]);
    return out
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split('\t'));
  }

  /** Runs a redis-cli command against the stack's Redis (authenticated); resolves with its output. */
  redis(args) {
    return this.exec('redis', ['redis-cli', '--no-auth-warning', '-a', this.variables.REDIS_PASSWORD, ...args]);
  }
}

/** MailDev's REST API (https://github.com/maildev/maildev/blob/master/docs/rest.md). */
export class MailSinkClient {
  constructor(url) {
    this.url = url;
  }

  /** Every message MailDev holds: { id, subject, to: [{ address }], html, text, headers, ... }. */
  async messages() {
    const response = await fetch(`${this.url}/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return response.json();
  }

  async clear() {
    const response = await fetch(`${this.url}/email/all`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`MailDev answered ${response.status} to delete all`);
  }

  /** Polls until `predicate(messages)` returns a truthy value, and returns it. */
  async waitFor(predicate, { timeoutMs = 30_000, what = 'the expected mail' } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = predicate(await this.messages());
      if (found) return found;
      await sleep(500);
    }
    throw new Error(`MailDev: no ${what} within ${timeoutMs / 1000} s`);
  }
}

const INFRASTRUCTURE = ['postgres', 'redis', 'maildev'];
const APP_SERVICES = () => [...API_REPLICAS, ...WORKERS, 'shell', ...REMOTE_NAMES.map((name) => `remote-${name}`), 'lb'];

/**
 * Brings the stack up in the order compose.yaml's depends_on asks for (podman-compose 1.0 starts services in
 * dependency order but does not wait for health or for the migration to finish, so the waiting is done here):
 * PostgreSQL, Redis and the SMTP sink healthy → migrations → demo seed (the checks sign in as its members) →
 * API replicas, workers, shell, remotes → load balancer. Resolves with the Stack handle.
 */
export async function startStack({ tag, secrets, say }) {
  const settings = stackSettings();
  const variables = stackVariables({ tag, ...settings, secrets });
  const stack = new Stack({ ...settings, tag, variables, say });
  say(`compose project ${stack.project}: PostgreSQL, Redis, MailDev`);
  await stack.compose(['up', '-d', ...INFRASTRUCTURE]);
  await Promise.all(INFRASTRUCTURE.map((service) => stack.waitHealthy(service)));
  say('migrations (the migrate job), then the demo seed');
  await stack.compose(['up', '-d', 'migrate']);
  await stack.waitForJob(stack.container('migrate'));
  // podman-compose 1.0's `run` does not return the job's exit code: run it detached, named, and wait for it.
  const seed = `${stack.project}_seed-demo_1`;
  const remoteUrls = Object.entries(stack.remoteUrlVariables()).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  await stack.compose(['run', '-d', '-T', '--name', seed, ...remoteUrls, 'migrate', 'seed-demo']);
  await stack.waitForJob(seed, { remove: true });
  say('API replicas, workers, shell, remotes, load balancer');
  await stack.compose(['up', '-d', ...APP_SERVICES()]);
  await Promise.all(APP_SERVICES().map((service) => stack.waitHealthy(service)));
  return stack;
}

/**
 * Removes everything the project created: containers (with their anonymous volumes), named volumes and networks,
 * found by the compose project label, so a half-started run is cleaned up too. Never touches anything else.
 */
export async function removeStack(project = stackSettings().project) {
  await rm(keptStackFile(project), { force: true });
  const label = `io.podman.compose.project=${project}`;
  const ids = (await podman(['ps', '-aq', '--filter', `label=${label}`])).split('\n').filter(Boolean);
  if (ids.length)
    await podman(['rm', '-f', '-v', '-t', '5', ...ids]).catch(async () => {
      // podman refuses a container caught between running and stopped ("container state improper"); a second pass
      // a moment later finds it stopped and removes it.
      await sleep(2000);
      await podman(['rm', '-f', '-v', ...ids]);
    });
  const volumes = (await podman(['volume', 'ls', '-q', '--filter', `label=${label}`])).split('\n').filter(Boolean);
  if (volumes.length) await podman(['volume', 'rm', '-f', ...volumes]);
  const networks = (await podman(['network', 'ls', '-q', '--filter', `label=${label}`])).split('\n').filter(Boolean);
  if (networks.length) await podman(['network', 'rm', '-f', ...networks]);
}

/** Where `test:deploy --keep` leaves what attachStack needs (secrets included: .greenroom/ is not committed). */
export function keptStackFile(project) {
  return path.join(workspaceRoot, '.greenroom', `deploy-stack-${project}.json`);
}

/** The handle of a stack an earlier `test:deploy --keep` left running (to run one check against it by hand). */
export async function attachStack({ say = () => undefined } = {}) {
  const settings = stackSettings();
  const { tag, nextTag, variables } = JSON.parse(await readFile(keptStackFile(settings.project), 'utf8'));
  const stack = new Stack({ ...settings, tag, variables, say });
  stack.nextTag = nextTag;
  return stack;
}
