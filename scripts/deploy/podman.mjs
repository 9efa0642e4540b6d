// Runs podman and podman-compose with the project's own containers.conf (deploy/podman/containers.conf), never
// the machine's: CONTAINERS_CONF is set here, for the commands this project starts, and nowhere else.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const deployDir = path.join(workspaceRoot, 'deploy');
export const containersConf = path.join(deployDir, 'podman', 'containers.conf');

/** The environment every podman call of the project runs with. */
export function podmanEnv(extra = {}) {
  return { ...process.env, CONTAINERS_CONF: containersConf, ...extra };
}

/** Installs podman and its helpers from Debian's packages when missing (scripts/deploy/ensure-podman.sh). */
export function ensurePodman() {
  execFileSync('bash', [path.join(workspaceRoot, 'scripts/deploy/ensure-podman.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Runs a command and resolves with its stdout; rejects with the command, exit code and the end of stderr.
 * `input` is written to stdin; `inherit` shows the output live instead of collecting it; `combined` resolves with
 * stdout followed by stderr (jest writes its summary to stderr).
 */
export function run(command, args, { env = podmanEnv(), cwd = workspaceRoot, input, inherit = false, combined = false, timeoutMs } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGKILL'), timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(combined ? `${stdout}${stderr}` : stdout);
      else {
        const error = new Error(
          `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-8).join('\n')}`,
        );
        error.stdout = stdout;
        error.stderr = stderr;
        error.code = code;
        reject(error);
      }
    });
    if (input !== undefined) child.stdin.end(input);
  });
}

export const podman = (args, options) => run('podman', args, options);

/** True when the local image store holds this reference. */
export async function imageExists(reference) {
  return podman(['image', 'exists', reference]).then(
    () => true,
    () => false,
  );
}
