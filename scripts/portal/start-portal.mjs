import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailLinkSecretEnv } from './email-link-secret.mjs';
import { metricsTokenEnv } from './metrics-token.mjs';
import { assertPortFree, waitForHttp } from './ports.mjs';
import { dropDatabase, ensurePostgres } from './postgres.mjs';
import { ensureRedis } from './redis.mjs';
import { ProcessGroup } from './processes.mjs';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(workspaceRoot, 'node_modules', '.bin', name);

function run(command, args, env) {
  execFileSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, ...env } });
}

/**
 * Brings up the whole portal: services, build, database, API, worker, mail catcher, remotes and shell.
 * Returns a handle whose stop() ends everything this call started, services included.
 */
export async function startPortal(config, { say, logDir, freshDatabase = false, build = true }) {
  const stops = [];
  const processes = new ProcessGroup({ logDir });
  const stop = async () => {
    await processes.stopAll();
    for (const stopService of stops.reverse()) await stopService().catch(() => undefined);
  };
  try {
    say('checking ports');
    await assertPortFree(config.portalPort, 'portal');
    for (const remote of config.remotes) await assertPortFree(remote.port, `remote ${remote.name}`);
    await assertPortFree(config.apiPort, 'API');
    await assertPortFree(config.workerHealthPort, 'worker liveness');
    await assertPortFree(config.metricsPort, 'API metrics');
    await assertPortFree(config.mailWebPort, 'mail catcher web');
    await assertPortFree(config.mailSmtpPort, 'mail catcher SMTP');

    const postgres = await ensurePostgres(config.postgresUrl, workspaceRoot, say);
    stops.push(postgres.stop);
    const redis = await ensureRedis(config.redisUrl, say);
    stops.push(redis.stop);

    if (build) {
      say('building the API, the libraries, the shell and the five remotes (cached by nx)');
      run(bin('nx'), ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
    }

    const databaseUrl = `${postgres.url}/${config.database}`;
    const apiEnv = {
      // A development portal: production refuses http:// links and passwordless services (api/src/config).
      NODE_ENV: 'development',
      ...emailLinkSecretEnv(workspaceRoot, say),
      ...metricsTokenEnv(workspaceRoot, say),
      PORT: String(config.apiPort),
      METRICS_PORT: String(config.metricsPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: config.redisPrefix,
      LOGIN_LINK_LIMIT: String(config.loginLinkLimit),
      LOGIN_LINK_IP_LIMIT: String(config.loginLinkIpLimit),
      APPLICATIONS_PER_IP_PER_HOUR: String(config.applicationsPerIpPerHour),
      APPLICATION_DIGEST_WINDOW_SECONDS: String(config.applicationDigestSeconds),
      SMTP_URL: `smtp://127.0.0.1:${config.mailSmtpPort}`,
      PORTAL_URL: config.portalUrl,
      // One JSON line per request floods the terminal; LOG_LEVEL=info shows them.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    };
    if (freshDatabase) {
      say(`dropping database ${config.database} for a clean run`);
      await dropDatabase(postgres.url, config.database);
    }
    // The remotes' first releases (a database seeded before keeps its registry: releases are switched in the API).
    const remoteUrlEnv = Object.fromEntries(
      config.remotes.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `${remote.url}/mf-manifest.json`]),
    );
    say(`database ${config.database}: create if missing, migrate, seed`);
    run('node', ['api/dist/database/ensure-database.js'], apiEnv);
    run('node', ['api/dist/database/run-migrations.js'], apiEnv);
    run('node', ['api/dist/seed/run-seed.js'], { ...apiEnv, ...remoteUrlEnv });

    say('starting the mail catcher, API, worker, remotes and shell');
    processes.start(
      'mail',
      bin('maildev'),
      ['--web', String(config.mailWebPort), '--smtp', String(config.mailSmtpPort), '--ip', '127.0.0.1', '--silent'],
      {
        cwd: workspaceRoot,
      },
    );
    processes.start('api', 'node', ['api/dist/main.js'], { cwd: workspaceRoot, env: apiEnv });
    processes.start('worker', 'node', ['api/dist/worker.js'], {
      cwd: workspaceRoot,
      env: { ...apiEnv, WORKER_HEALTH_PORT: String(config.workerHealthPort) },
    });
    for (const remote of config.remotes) {
      processes.start(`mfe-${remote.name}`, 'node', ['shell/server/serve.mjs', 'remote'], {
        cwd: workspaceRoot,
        env: { PORT: String(remote.port), DIST_DIR: path.join(workspaceRoot, `mfe-${remote.name}`, 'dist') },
      });
    }
    processes.start('shell', 'node', ['shell/server/serve.mjs', 'shell'], {
      cwd: workspaceRoot,
      env: { PORT: String(config.portalPort), API_URL: config.apiUrl },
    });

    await Promise.all([
      waitForHttp(`${config.mailUrl}/email`, 'mail catcher'),
      waitForHttp(`${config.apiUrl}/api/health`, 'API'),
      waitForHttp(`http://127.0.0.1:${config.workerHealthPort}/healthz`, 'worker'),
      ...config.remotes.map((remote) => waitForHttp(`${remote.url}/mf-manifest.json`, `remote ${remote.name}`)),
      waitForHttp(`${config.portalUrl}/login`, 'shell'),
    ]);
    return { databaseUrl, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
