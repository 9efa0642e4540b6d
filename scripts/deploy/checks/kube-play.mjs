// The Kubernetes manifests run for real: the production overlay rendered as `kubectl apply -k` would see it, each
// Deployment's and Job's pod template played with `podman kube play` on the compose project's network (its
// PostgreSQL, Redis and MailDev stand in for the managed services; a database and queue prefix of their own), the
// migrate Job first and to completion, then the API, worker and shell pods, whose every startup, readiness and
// liveness probe must answer — polled from the host at the pod's address, as the kubelet would. Torn down after.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { podman, workspaceRoot } from '../podman.mjs';
import { podFor, probePort, settingsOf, workloads } from '../check-support/kube-pods.mjs';
import { readYamlObjects, renderKustomization } from '../../../deploy/kubernetes/check/render.mjs';

const kubernetesDir = path.join(workspaceRoot, 'deploy', 'kubernetes');
const OVERLAY = 'production';
const DATABASE = 'greenroom_kube';
/** How long a pod may take from `kube play` to every probe answering (the manifests allow the API 120 s to start). */
const READY_WITHIN_MS = 180_000;
const JOB_WITHIN_MS = 120_000;

/** The compose project's network: where the stack's services are reachable by their service names. */
async function projectNetwork(stack) {
  const [name] = (await podman(['network', 'ls', '--filter', `label=io.podman.compose.project=${stack.project}`, '--format', '{{.Name}}']))
    .split('\n')
    .filter(Boolean);
  if (!name) throw new Error(`no network of compose project ${stack.project}`);
  return name;
}

/** The pod's address on the network (its infra container's, which every container of the pod shares). */
async function podAddress(podName) {
  const infra = (await podman(['pod', 'inspect', '--format', '{{.InfraContainerID}}', podName])).trim();
  const [address] = (await podman(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', infra])).trim().split(/\s+/);
  if (!address) throw new Error(`pod ${podName} has no address`);
  return address;
}

async function play(pod, network, dir) {
  const file = path.join(dir, `${pod.metadata.name}.yaml`);
  // JSON is YAML: podman reads it as it is.
  fs.writeFileSync(file, JSON.stringify(pod, null, 2));
  await podman(['kube', 'play', '--network', network, file]);
}

/** Waits for a Job's pod container to exit; resolves with its exit code. */
async function jobExit(containerName) {
  const deadline = Date.now() + JOB_WITHIN_MS;
  while (Date.now() < deadline) {
    const [status, code] = (await podman(['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', containerName])).trim().split(' ');
    if (status === 'exited' || status === 'stopped') return Number(code);
    await sleep(1000);
  }
  throw new Error(`${containerName} did not finish within ${JOB_WITHIN_MS / 1000} s`);
}

/** Polls one probe's httpGet until it answers 200–399 (what the kubelet counts as success); resolves with the ms taken. */
async function probeReady(address, probe, ports, since) {
  const port = probePort(probe, ports);
  const url = `http://${address}:${port}${probe.httpGet.path}`;
  const deadline = since + READY_WITHIN_MS;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout((probe.timeoutSeconds ?? 1) * 1000) });
      await response.arrayBuffer();
      if (response.status >= 200 && response.status < 400) return Date.now() - since;
      last = `answered ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(1000);
  }
  throw new Error(`${url} did not succeed within ${READY_WITHIN_MS / 1000} s (last: ${last})`);
}

export default {
  order: 60,
  title: `Kubernetes manifests (overlay ${OVERLAY}) played with podman kube play: every probe ready`,
  async run(stack, { say }) {
    const { POSTGRES_USER: user, POSTGRES_PASSWORD: password, REDIS_PASSWORD: redisPassword } = stack.variables;
    // The overlay as `kubectl apply -k` renders it, and the example Secret (its keys; the values below replace them).
    const documents = [
      ...renderKustomization(path.join(kubernetesDir, 'overlays', OVERLAY)),
      ...readYamlObjects(path.join(kubernetesDir, 'secret.example.yaml')),
    ];
    const network = await projectNetwork(stack);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-kube-'));
    const played = [];
    const images = { 'greenroom-api': stack.variables.GREENROOM_API_IMAGE, 'greenroom-shell': stack.variables.GREENROOM_SHELL_IMAGE };
    // The overlay names the release in a registry; this run plays the images it built (matched by their last path part).
    const image = (reference) => {
      const name = reference.split('/').pop().split(':')[0];
      if (!images[name]) throw new Error(`the manifests name an image this run does not build: ${reference}`);
      return `${images[name]}:${stack.tag}`;
    };
    const settings = settingsOf(documents, {
      DATABASE_URL: `postgres://${user}:${encodeURIComponent(password)}@postgres:5432/${DATABASE}`,
      REDIS_URL: `redis://:${encodeURIComponent(redisPassword)}@redis:6379`,
      QUEUE_PREFIX: 'greenroom-kube',
      SMTP_URL: stack.variables.SMTP_URL,
      SMTP_PLAIN_RELAY_HOSTS: stack.variables.SMTP_PLAIN_RELAY_HOSTS,
      PORTAL_URL: 'http://localhost',
      EMAIL_LINK_SECRETS: `1:${stack.variables.EMAIL_LINK_SECRET}`,
      RELEASE_TOKEN: randomBytes(32).toString('base64url'),
      METRICS_TOKEN: stack.variables.METRICS_TOKEN,
      // Headshots on the pod's emptyDir: no bucket here, so no bucket credentials (production refuses the Secret's placeholders).
      HEADSHOT_S3_BUCKET: '',
      HEADSHOT_DIR: '/tmp/headshots',
      AWS_ACCESS_KEY_ID: '',
      AWS_SECRET_ACCESS_KEY: '',
      LOG_LEVEL: 'warn',
    });
    const started = Date.now();
    try {
      await stack.exec('postgres', ['dropdb', '--username', user, '--if-exists', DATABASE]);
      await stack.exec('postgres', ['createdb', '--username', user, DATABASE]);
      const all = workloads(documents);
      const jobs = all.filter((workload) => workload.kind === 'Job');
      const deployments = all.filter((workload) => workload.kind === 'Deployment');
      const figures = [];

      for (const job of jobs) {
        const podName = `${stack.project}-kube-${job.name}`;
        const { pod } = podFor(job, { podName, settings, image });
        say(`kube play ${job.kind} ${job.name}`);
        played.push(podName);
        await play(pod, network, dir);
        const code = await jobExit(`${podName}-${pod.spec.containers[0].name}`);
        if (code !== 0)
          throw new Error(
            `Job ${job.name} exited with ${code}: ${await podman(['logs', `${podName}-${pod.spec.containers[0].name}`]).catch(() => '')}`,
          );
        figures.push(`${job.name} done ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }

      // The API first: the shell's server calls it (API_URL) at the pod's address, there being no Service here.
      let apiAddress;
      const ordered = [...deployments].sort((a, b) => Number(b.name.endsWith('-api')) - Number(a.name.endsWith('-api')));
      let probesReady = 0;
      for (const deployment of ordered) {
        const podName = `${stack.project}-kube-${deployment.name}`;
        const envOverrides = apiAddress ? { API_URL: `http://${apiAddress}:3000` } : {};
        const { pod, probes } = podFor(deployment, { podName, settings, envOverrides, image });
        say(`kube play Deployment ${deployment.name} (one pod)`);
        const playedAt = Date.now();
        played.push(podName);
        await play(pod, network, dir);
        const address = await podAddress(podName);
        if (deployment.name.endsWith('-api')) apiAddress = address;
        const times = [];
        for (const { container, ports, ...kinds } of probes) {
          for (const [kind, probe] of Object.entries(kinds)) {
            if (!probe) continue;
            if (!probe.httpGet) throw new Error(`${deployment.name}/${container} ${kind} is not an httpGet probe`);
            const took = await probeReady(address, probe, ports, playedAt);
            probesReady += 1;
            times.push(`${kind.replace('Probe', '')} ${(took / 1000).toFixed(0)} s`);
          }
        }
        figures.push(`${deployment.name}: ${times.join(', ')}`);
      }
      return {
        result: `${probesReady} probes of ${deployments.length} Deployments ready, ${jobs.length} Job done`,
        figures: `${figures.join('; ')}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
        met: probesReady > 0 && deployments.length >= 3 && jobs.length >= 1,
      };
    } finally {
      for (const podName of played.reverse()) await podman(['pod', 'rm', '-f', '-t', '5', podName]).catch(() => undefined);
      await stack.exec('postgres', ['dropdb', '--username', user, '--if-exists', DATABASE]).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
