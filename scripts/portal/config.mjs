// Where each part of the portal listens. `dev` is what `npm start` runs; `e2e` is the portal the browser
// tests bring up on their own ports, so `npm test` works while `npm start` is running.
import { createRequire } from 'node:module';

// The one list of remotes (libs/contracts), read as JSON: this runs before anything is built.
/** @type {{ name: string, exposes: string[] }[]} */
export const PORTAL_REMOTES = createRequire(import.meta.url)('@greenroom/contracts/src/remotes/portal-remotes.json');
const { envPort, portalPorts } = createRequire(import.meta.url)('@greenroom/contracts/src/remotes/portal-ports');

const PROFILES = {
  dev: {
    portBase: 4200,
    apiPort: 3000,
    mailWebPort: 1080,
    mailSmtpPort: 1025,
    database: 'greenroom',
    redisPrefix: 'greenroom',
    loginLinkLimit: 5,
    loginLinkIpLimit: 60,
    applicationsPerIpPerHour: 5,
    applicationDigestSeconds: 600,
  },
  e2e: {
    portBase: 4300,
    apiPort: 3100,
    mailWebPort: 1180,
    mailSmtpPort: 1125,
    database: 'greenroom_e2e',
    redisPrefix: 'greenroom-e2e',
    loginLinkLimit: 1000,
    loginLinkIpLimit: 1000,
    applicationsPerIpPerHour: 1000,
    applicationDigestSeconds: 2,
  },
};

const envNumber = (name, fallback) => envPort(process.env, name, fallback);

function envLimit(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

export function portalConfig(profile) {
  const base = PROFILES[profile];
  const envPrefix = profile === 'e2e' ? 'E2E_' : '';
  const ports = portalPorts({ prefix: envPrefix, portalPort: base.portBase, apiPort: base.apiPort });
  const { portalPort, apiPort } = ports;
  const remotes = PORTAL_REMOTES.map(({ name }) => ({ name, port: ports.remotes[name], url: `http://localhost:${ports.remotes[name]}` }));
  // The worker's liveness listener (GET /healthz): beside the API's port, so parallel portals do not collide.
  const workerHealthPort = envNumber(`${envPrefix}WORKER_HEALTH_PORT`, apiPort + 2);
  // The API's metrics listener (GET /metrics), next to it for the same reason.
  const metricsPort = envNumber(`${envPrefix}METRICS_PORT`, apiPort + 3);
  const mailWebPort = envNumber(`${envPrefix}MAIL_WEB_PORT`, base.mailWebPort);
  const mailSmtpPort = envNumber(`${envPrefix}MAIL_SMTP_PORT`, base.mailSmtpPort);
  return {
    profile,
    portalPort,
    portalUrl: `http://localhost:${portalPort}`,
    remotes,
    apiPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    workerHealthPort,
    metricsPort,
    mailWebPort,
    mailSmtpPort,
    mailUrl: `http://localhost:${mailWebPort}`,
    database: process.env[`${envPrefix}DATABASE_NAME`] || base.database,
    redisPrefix: process.env[`${envPrefix}QUEUE_PREFIX`] || base.redisPrefix,
    // Sign-in limits per e-mail address and per client address (15 minutes). The browser suite signs in many
    // times from one address, so its profile allows more; the API's integration tests cover the real limits.
    loginLinkLimit: envLimit(`${envPrefix}LOGIN_LINK_LIMIT`, base.loginLinkLimit),
    loginLinkIpLimit: envLimit(`${envPrefix}LOGIN_LINK_IP_LIMIT`, base.loginLinkIpLimit),
    // /join: applications per client address per hour, and the window of the Admins' digest of new applications.
    // The browser suite applies from one address on every run and waits for the digest, hence its own values.
    applicationsPerIpPerHour: envLimit(`${envPrefix}APPLICATIONS_PER_IP_PER_HOUR`, base.applicationsPerIpPerHour),
    applicationDigestSeconds: envLimit(`${envPrefix}APPLICATION_DIGEST_WINDOW_SECONDS`, base.applicationDigestSeconds),
    postgresUrl: process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}
