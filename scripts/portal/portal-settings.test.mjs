// `npm test` (node --test scripts/portal/*.test.mjs): what `npm start` makes and chooses on its own, without starting it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { portalConfig } from './config.mjs';
import { emailLinkSecretEnv } from './email-link-secret.mjs';
import { metricsTokenEnv } from './metrics-token.mjs';

const withoutEnv = (names, work) => {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  try {
    return work();
  } finally {
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
  }
};

test('the metrics token is made once, owner-only, long enough for the API, and kept across starts', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-portal-'));
  try {
    const said = [];
    const first = withoutEnv(['METRICS_TOKEN'], () => metricsTokenEnv(root, (line) => said.push(line)));
    const second = withoutEnv(['METRICS_TOKEN'], () => metricsTokenEnv(root, (line) => said.push(line)));
    const file = path.join(root, '.greenroom', 'metrics-token');
    // The API refuses a METRICS_TOKEN under 32 characters (api/src/config/app-config.ts).
    assert.ok(first.METRICS_TOKEN.length >= 32);
    assert.deepEqual(second, first);
    assert.equal(fs.readFileSync(file, 'utf8').trim(), first.METRICS_TOKEN);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(said, ['made this installation’s metrics token (.greenroom/metrics-token)']);
    // It is not the e-mail link secret.
    const link = withoutEnv(['EMAIL_LINK_SECRET', 'EMAIL_LINK_SECRETS'], () => emailLinkSecretEnv(root, () => undefined));
    assert.notEqual(link.EMAIL_LINK_SECRET, first.METRICS_TOKEN);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a METRICS_TOKEN in the environment wins and nothing is written', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-portal-'));
  const saved = process.env.METRICS_TOKEN;
  process.env.METRICS_TOKEN = 'x'.repeat(40);
  try {
    assert.deepEqual(
      metricsTokenEnv(root, () => undefined),
      {},
    );
    assert.equal(fs.existsSync(path.join(root, '.greenroom', 'metrics-token')), false);
  } finally {
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
    fs.rmSync(root, { recursive: true, force: true });
  }
});

const portsOf = (config) => [
  config.portalPort,
  ...config.remotes.map((remote) => remote.port),
  config.apiPort,
  config.workerHealthPort,
  config.metricsPort,
  config.mailWebPort,
  config.mailSmtpPort,
];

test('npm start: the API metrics on 3003 beside the API on 3000 and the worker on 3002, every port its own', () => {
  const dev = withoutEnv(['METRICS_PORT', 'WORKER_HEALTH_PORT', 'API_PORT', 'PORT'], () => portalConfig('dev'));
  assert.deepEqual([dev.apiPort, dev.workerHealthPort, dev.metricsPort], [3000, 3002, 3003]);
  assert.equal(new Set(portsOf(dev)).size, portsOf(dev).length);
});

test("the browser tests' portal shares no port with npm start's", () => {
  const [dev, e2e] = withoutEnv(
    ['METRICS_PORT', 'WORKER_HEALTH_PORT', 'E2E_METRICS_PORT', 'E2E_WORKER_HEALTH_PORT', 'E2E_API_PORT', 'E2E_PORTAL_PORT'],
    () => [portalConfig('dev'), portalConfig('e2e')],
  );
  assert.deepEqual(
    portsOf(e2e).filter((port) => portsOf(dev).includes(port)),
    [],
  );
});
