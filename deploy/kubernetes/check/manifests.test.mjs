// `npm test` (nx target deploy-kubernetes:test): every overlay renders, every object is valid against the Kubernetes
// API schemas (kubernetes-models), and the manifests agree with the code they deploy.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { readYamlObjects, renderKustomization } from './render.mjs';
import { validateObject } from './validate.mjs';
import { apiSettings, apiProbePaths, shellServerPort } from './what-the-code-reads.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const kubernetesDir = path.resolve(here, '..');
const overlaysDir = path.join(kubernetesDir, 'overlays');
const overlays = fs.readdirSync(overlaysDir).filter((name) => fs.existsSync(path.join(overlaysDir, name, 'kustomization.yaml')));
const [exampleSecret] = readYamlObjects(path.join(kubernetesDir, 'secret.example.yaml'));

const byKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const named = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const podSpecs = (objects) => objects.filter((object) => object.spec?.template?.spec).map((object) => [object, object.spec.template.spec]);
const allContainers = (spec) => [...(spec.initContainers ?? []), ...(spec.containers ?? [])];
const labelsMatch = (selector, labels) => Object.entries(selector).every(([key, value]) => labels?.[key] === value);

test('there are overlays to check', () => {
  assert.deepEqual(overlays.sort(), ['production', 'staging']);
});

test('the example Secret is valid against the Kubernetes schema and holds no real secret', async () => {
  assert.deepEqual(await validateObject(exampleSecret), []);
  for (const [key, value] of Object.entries(exampleSecret.stringData)) assert.match(value, /REPLACE-ME/, `${key} must be a placeholder`);
});

for (const overlay of overlays) {
  const objects = renderKustomization(path.join(overlaysDir, overlay));
  const config = named(objects, 'ConfigMap', 'greenroom-config');

  test(`${overlay}: every object is valid against the Kubernetes API schemas`, async () => {
    assert.ok(objects.length >= 12, `only ${objects.length} objects`);
    const problems = [];
    for (const object of objects)
      problems.push(...(await validateObject(object)).map((problem) => `${object.kind}/${object.metadata?.name}: ${problem}`));
    assert.deepEqual(problems, []);
  });

  test(`${overlay}: renders as kubectl kustomize does (where kubectl is installed)`, (context) => {
    let rendered;
    try {
      rendered = execFileSync('kubectl', ['kustomize', path.join(overlaysDir, overlay)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      if (error.code === 'ENOENT') return context.skip('kubectl is not installed: the schema and consistency checks still ran');
      throw error;
    }
    const key = (object) => `${object.kind}/${object.metadata.name}`;
    const sorted = (list) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    const theirs = sorted(
      rendered
        .split(/^---$/m)
        .filter((part) => part.trim())
        .map((part) => YAML.parse(part)),
    );
    assert.deepEqual(sorted(JSON.parse(JSON.stringify(objects))), theirs);
  });

  test(`${overlay}: the ConfigMap and the Secret provide exactly the settings the API reads`, () => {
    const { read, secret: secretOnly, external } = apiSettings();
    const provided = [...Object.keys(config.data), ...Object.keys(exampleSecret.stringData)];
    const unknown = provided.filter((name) => !read.has(name) && !external.has(name));
    assert.deepEqual(unknown, [], 'settings the API does not read');
    // EMAIL_LINK_SECRET and EMAIL_LINK_SECRETS are one setting in two forms: the API refuses both at once.
    const missing = [...read].filter(
      (name) => !provided.includes(name) && !(name === 'EMAIL_LINK_SECRET' && provided.includes('EMAIL_LINK_SECRETS')),
    );
    assert.deepEqual(missing, [], 'settings with no value in the ConfigMap or the Secret');
    const secretsInConfigMap = Object.keys(config.data).filter((name) => secretOnly.has(name));
    assert.deepEqual(secretsInConfigMap, [], 'credentials belong in the Secret');
    assert.equal(config.data.NODE_ENV, 'production');
  });

  test(`${overlay}: TRUST_PROXY is the hop count of the Ingress in front of the API`, () => {
    assert.match(config.data.TRUST_PROXY, /^[1-9]$/);
    const ingress = named(objects, 'Ingress', 'greenroom');
    const paths = ingress.spec.rules.flatMap((rule) => rule.http.paths.map((entry) => [entry.path, entry.backend.service.name]));
    assert.deepEqual(
      paths.filter(([, service]) => service === 'greenroom-api').map(([at]) => at),
      ['/api', '/membership'],
    );
  });

  test(`${overlay}: probes point at the real paths and ports`, () => {
    const api = named(objects, 'Deployment', 'greenroom-api').spec.template.spec.containers[0];
    const port = (container, name) => container.ports.find((entry) => entry.name === name)?.containerPort;
    assert.equal(port(api, 'http'), Number(config.data.PORT));
    assert.equal(port(api, 'metrics'), Number(config.data.METRICS_PORT));
    // The Service (what the Ingress reaches) carries only the public port.
    assert.deepEqual(
      named(objects, 'Service', 'greenroom-api').spec.ports.map((entry) => entry.targetPort),
      ['http'],
    );
    assert.equal(api.readinessProbe.httpGet.path, apiProbePaths.ready);
    assert.equal(api.livenessProbe.httpGet.path, apiProbePaths.live);
    assert.equal(api.startupProbe.httpGet.path, apiProbePaths.live);
    for (const probe of [api.readinessProbe, api.livenessProbe, api.startupProbe]) assert.equal(probe.httpGet.port, 'http');

    const worker = named(objects, 'Deployment', 'greenroom-worker').spec.template.spec.containers[0];
    assert.equal(port(worker, 'health'), Number(config.data.WORKER_HEALTH_PORT));
    for (const probe of [worker.livenessProbe, worker.startupProbe]) assert.deepEqual(probe.httpGet, { path: '/healthz', port: 'health' });

    const shell = named(objects, 'Deployment', 'greenroom-shell').spec.template.spec.containers[0];
    assert.equal(port(shell, 'http'), shellServerPort(shell));
    for (const probe of [shell.readinessProbe, shell.livenessProbe, shell.startupProbe])
      assert.deepEqual(probe.httpGet, { path: '/healthz', port: 'http' });
    assert.equal(shell.env.find((entry) => entry.name === 'API_URL').value, `http://greenroom-api:${config.data.PORT}`);
  });

  test(`${overlay}: Services, the Ingress, the PodDisruptionBudgets and the autoscaler reach what exists`, () => {
    for (const service of byKind(objects, 'Service')) {
      const [owner, spec] = podSpecs(objects).find(([object]) => labelsMatch(service.spec.selector, object.spec.template.metadata.labels)) ?? [];
      assert.ok(owner, `Service ${service.metadata.name} selects no pods`);
      const names = spec.containers.flatMap((container) => container.ports.map((entry) => entry.name));
      for (const servicePort of service.spec.ports)
        assert.ok(names.includes(servicePort.targetPort), `${service.metadata.name} → ${servicePort.targetPort}`);
    }
    for (const rule of named(objects, 'Ingress', 'greenroom').spec.rules) {
      for (const { backend } of rule.http.paths) {
        const service = named(objects, 'Service', backend.service.name);
        assert.ok(
          service?.spec.ports.some((entry) => entry.name === backend.service.port.name),
          `${backend.service.name}:${backend.service.port.name}`,
        );
      }
    }
    for (const budget of byKind(objects, 'PodDisruptionBudget')) {
      const deployment = named(objects, 'Deployment', budget.metadata.name);
      assert.ok(labelsMatch(budget.spec.selector.matchLabels, deployment.spec.template.metadata.labels));
      assert.ok(deployment.spec.replicas > budget.spec.minAvailable, `${budget.metadata.name}: a drain could never proceed`);
    }
    const autoscaler = named(objects, 'HorizontalPodAutoscaler', 'greenroom-api');
    assert.deepEqual(autoscaler.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'greenroom-api' });
    assert.ok(autoscaler.spec.minReplicas >= 2);
    assert.ok(named(objects, 'Deployment', 'greenroom-api').spec.replicas >= 2);
  });

  test(`${overlay}: the API and worker wait for the migrate Job; every container is bounded and non-root`, () => {
    const job = named(objects, 'Job', 'greenroom-migrate');
    const apiImage = job.spec.template.spec.containers[0].image;
    assert.deepEqual(job.spec.template.spec.containers[0].args, ['migrate']);
    for (const name of ['greenroom-api', 'greenroom-worker']) {
      const [init] = named(objects, 'Deployment', name).spec.template.spec.initContainers;
      assert.deepEqual([init.image, init.args], [apiImage, ['wait-for-migrations']], name);
    }
    for (const [object, spec] of podSpecs(objects)) {
      assert.equal(spec.securityContext.runAsNonRoot, true, object.metadata.name);
      assert.ok(spec.securityContext.runAsUser > 0, object.metadata.name);
      for (const container of allContainers(spec)) {
        const where = `${object.metadata.name}/${container.name}`;
        for (const field of ['cpu', 'memory']) {
          assert.ok(container.resources.requests[field], `${where}: requests.${field}`);
          assert.ok(container.resources.limits[field], `${where}: limits.${field}`);
        }
        assert.equal(container.securityContext.allowPrivilegeEscalation, false, where);
        assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], where);
        assert.ok(!container.image.endsWith(':latest'), `${where}: a pinned tag`);
      }
    }
  });

  test(`${overlay}: no pod gets a service-account token; metrics ports open only to the monitoring namespace (issue 42, finding 8)`, () => {
    for (const [object, spec] of podSpecs(objects)) assert.equal(spec.automountServiceAccountToken, false, object.metadata.name);

    const policies = byKind(objects, 'NetworkPolicy');
    const fromMonitoringOnly = (rule) =>
      Array.isArray(rule.from) &&
      rule.from.length > 0 &&
      rule.from.every(
        (peer) =>
          !peer.ipBlock &&
          !peer.podSelector &&
          JSON.stringify(peer.namespaceSelector) === JSON.stringify({ matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } }),
      );
    const metricsPorts = [];
    for (const [object, spec] of podSpecs(objects)) {
      const labels = object.spec.template.metadata.labels;
      const ports = allContainers(spec).flatMap((container) => container.ports ?? []);
      for (const port of ports.filter((entry) => [3002, 3003].includes(entry.containerPort))) {
        const where = `${object.metadata.name}:${port.containerPort}`;
        metricsPorts.push(where);
        const selecting = policies.filter(
          (policy) => policy.spec.policyTypes.includes('Ingress') && labelsMatch(policy.spec.podSelector.matchLabels ?? {}, labels),
        );
        assert.ok(selecting.length > 0, `${where}: no NetworkPolicy selects the pod, so every pod can reach it`);
        // A rule reaches the port when it names it (by name or number) or names no ports at all.
        const reaching = selecting
          .flatMap((policy) => policy.spec.ingress ?? [])
          .filter((rule) => !rule.ports || rule.ports.some((entry) => entry.port === port.name || entry.port === port.containerPort));
        assert.ok(reaching.length > 0, `${where}: Prometheus cannot reach it`);
        for (const rule of reaching) assert.ok(fromMonitoringOnly(rule), `${where}: reachable from ${JSON.stringify(rule.from ?? 'anywhere')}`);
      }
    }
    assert.deepEqual(metricsPorts.sort(), ['greenroom-api:3003', 'greenroom-worker:3002']);
  });
}
