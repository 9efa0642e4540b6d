// Turns the rendered Kubernetes manifests into what `podman kube play` runs: one Pod per Deployment or Job, from the
// workload's own pod template (init containers, args, security context, volumes as written), with these
// changes only — the images are the ones this run built, the ConfigMap and Secret are given as each container's
// plain env (no podman secret store or --configmap files to set up), with test values for the services, and the probes are
// taken out of what podman sees (podman would run them as in-container curl health checks from systemd timers,
// which neither the images nor these machines have): the check runs each probe itself, from the host. The
// containers' ports are not declared to podman either: podman 4 publishes a containerPort on the host's same port
// (3000, 3002, 3003, 8080), which `npm start` holds; the probes reach the pod at its address on the network.

/** The workloads of the manifests: { name, kind, template } for each Deployment and Job. */
export function workloads(documents) {
  return documents
    .filter((doc) => doc && ['Deployment', 'Job'].includes(doc.kind))
    .map((doc) => ({ name: doc.metadata.name, kind: doc.kind, template: doc.spec.template }));
}

/** `data` of the ConfigMap and Secret the workloads read (`stringData` or base64 `data`), merged, overrides last. */
export function settingsOf(documents, overrides) {
  const settings = {};
  for (const doc of documents) {
    if (doc?.kind === 'ConfigMap') Object.assign(settings, doc.data);
    if (doc?.kind === 'Secret') {
      Object.assign(settings, doc.stringData);
      for (const [key, value] of Object.entries(doc.data ?? {})) settings[key] = Buffer.from(value, 'base64').toString('utf8');
    }
  }
  return { ...settings, ...overrides };
}

function withPlainEnv(container, { settings, envOverrides = {}, image }) {
  const { envFrom = [], env = [], startupProbe, readinessProbe, livenessProbe, ports: _published, ...rest } = container;
  const fromRefs = envFrom.length
    ? Object.entries(settings)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => ({ name, value: String(value) }))
    : [];
  // A value written in the manifest stays, unless this run replaces it (e.g. a Service's address, absent here).
  const fromRef = ({ configMapKeyRef, secretKeyRef } = {}) => settings[(configMapKeyRef ?? secretKeyRef)?.key];
  const explicit = env.map((entry) => ({
    name: entry.name,
    value: String(envOverrides[entry.name] ?? entry.value ?? fromRef(entry.valueFrom) ?? ''),
  }));
  const names = new Set(explicit.map((entry) => entry.name));
  return {
    container: { ...rest, image: image(container.image), env: [...fromRefs.filter((entry) => !names.has(entry.name)), ...explicit] },
    probes: { startupProbe, readinessProbe, livenessProbe },
  };
}

/**
 * A Pod document for `podman kube play` from a workload, and the probes of its containers. `image(name)` maps the
 * manifest's image name to this run's reference; `settings` are what `envFrom` gives (ConfigMap + Secret + this
 * run's values); `envOverrides` replace values the manifest writes in `env` itself.
 */
export function podFor(workload, { podName, settings, envOverrides, image }) {
  const spec = workload.template.spec;
  const probes = [];
  const containers = spec.containers.map((container) => {
    const { container: plain, probes: own } = withPlainEnv(container, { settings, envOverrides, image });
    probes.push({ container: container.name, ports: container.ports ?? [], ...own });
    return plain;
  });
  const initContainers = (spec.initContainers ?? []).map((container) => withPlainEnv(container, { settings, envOverrides, image }).container);
  return {
    pod: {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: podName, labels: workload.template.metadata?.labels ?? {} },
      // A Deployment's pods restart always; podman 4.3 also restarts the init containers of such a pod, forever (and
      // then fails removing them), so the played pod restarts its containers only on failure.
      spec: {
        ...spec,
        restartPolicy: workload.kind === 'Job' ? 'Never' : 'OnFailure',
        containers,
        ...(initContainers.length ? { initContainers } : {}),
      },
    },
    probes,
  };
}

/** The container port a probe's httpGet names (a number, or a port name of the container). */
export function probePort(probe, ports) {
  const { port } = probe.httpGet;
  if (typeof port === 'number') return port;
  const named = ports.find((entry) => entry.name === port);
  if (!named) throw new Error(`probe port "${port}" is not a port of the container`);
  return named.containerPort;
}
