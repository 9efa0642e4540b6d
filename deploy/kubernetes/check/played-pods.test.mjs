// The pods `npm run test:deploy` plays with podman (scripts/deploy/check-support/kube-pods.mjs) publish nothing on the
// host, so the check runs beside `npm start` (the API on 3000, the worker on 3002); their probes still find their ports.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { podFor, probePort, settingsOf, workloads } from '../../../scripts/deploy/check-support/kube-pods.mjs';
import { readYamlObjects, renderKustomization } from './render.mjs';

const kubernetesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documents = [
  ...renderKustomization(path.join(kubernetesDir, 'overlays', 'production')),
  ...readYamlObjects(path.join(kubernetesDir, 'secret.example.yaml')),
];
const played = workloads(documents).map((workload) =>
  podFor(workload, { podName: `check-${workload.name}`, settings: settingsOf(documents, {}), image: (name) => name }),
);

test('the manifests declare container ports (so the played pods would publish them if passed on)', () => {
  const declared = workloads(documents).flatMap(({ template }) => template.spec.containers.flatMap((container) => container.ports ?? []));
  assert.ok(declared.some((port) => port.containerPort === 3000));
  assert.ok(declared.some((port) => port.containerPort === 3002));
});

test('no played container declares a port or a host port', () => {
  const containers = played.flatMap(({ pod }) => [...pod.spec.containers, ...(pod.spec.initContainers ?? [])]);
  assert.ok(containers.length >= 3);
  assert.deepEqual(
    containers.filter((container) => container.ports !== undefined || container.hostPort !== undefined).map((container) => container.name),
    [],
  );
  assert.equal(
    played.some(({ pod }) => pod.spec.hostNetwork),
    false,
  );
});

test('every probe of a played pod still resolves to its container port', () => {
  const ports = played.flatMap(({ probes }) =>
    probes.flatMap(({ ports: containerPorts, ...kinds }) =>
      Object.values(kinds)
        .filter((probe) => probe?.httpGet)
        .map((probe) => probePort(probe, containerPorts)),
    ),
  );
  assert.ok(ports.length >= 3);
  assert.ok(ports.every((port) => Number.isInteger(port) && port > 0));
});
