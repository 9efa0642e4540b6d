// Where the portal's parts listen, computed in one place for `npm start` and the browser tests
// (scripts/portal/config.mjs), each app's own dev server (tools/mf/index.js), the seed's first releases (api) and
// the deploy test's stack. Remote i of the remotes list listens on the portal's port + i + 1 unless its own variable
// names another port. Plain JavaScript beside the remotes list: the start scripts read it before anything is built.
const PORTAL_REMOTES = require('@greenroom/contracts/src/remotes/portal-remotes.json');

/** A port from `env[name]`, or `fallback` when unset; anything but a port number is an error naming the variable. */
function envPort(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

/**
 * The shell's, each remote's and the API's ports from `<prefix>PORTAL_PORT`, `<prefix>REMOTE_<NAME>_PORT` and
 * `<prefix>API_PORT` (prefix '' for `npm start` and the dev servers, 'E2E_' for the browser tests' own portal).
 * @returns {{ portalPort: number, remotes: Record<string, number>, apiPort: number }}
 */
function portalPorts({ env = process.env, prefix = '', portalPort = 4200, apiPort = 3000 } = {}) {
  const shell = envPort(env, `${prefix}PORTAL_PORT`, portalPort);
  const remotes = Object.fromEntries(
    PORTAL_REMOTES.map(({ name }, index) => [name, envPort(env, `${prefix}REMOTE_${name.toUpperCase()}_PORT`, shell + index + 1)]),
  );
  return { portalPort: shell, remotes, apiPort: envPort(env, `${prefix}API_PORT`, apiPort) };
}

module.exports = { envPort, portalPorts };
