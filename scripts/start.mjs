// `npm start`: the whole portal on this machine. Ctrl-C stops everything it started.
import { portalConfig } from './portal/config.mjs';
import { METRICS_TOKEN_FILE } from './portal/metrics-token.mjs';
import { startPortal } from './portal/start-portal.mjs';

const DEMO_ACCOUNTS = [
  ['admin@greenroom.test', 'Admin'],
  ['board@greenroom.test', 'Board'],
  ['leader@greenroom.test', 'Leader'],
  ['member@greenroom.test', 'Member'],
  ['family@greenroom.test', 'Member (shared by two members)'],
];

let step = 0;
const say = (message) => console.info(`[start ${++step}] ${message}`);

const config = portalConfig('dev');
let portal;
let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  console.info('\nstopping the portal…');
  await portal?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));

try {
  portal = await startPortal(config, { say });
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
}

console.info(`
Greenroom is running.
  Portal:        ${config.portalUrl}
  Mail catcher:  ${config.mailUrl}   (sign-in links arrive here)
  API:           ${config.apiUrl}/api   (docs: ${config.apiUrl}/api/docs)
  Remotes:       ${config.remotes.map((remote) => `${remote.name} ${remote.url}`).join(', ')}
  Metrics:       API http://127.0.0.1:${config.metricsPort}/metrics, worker http://127.0.0.1:${config.workerHealthPort}/metrics
                 (token: ${process.env.METRICS_TOKEN ? 'METRICS_TOKEN as set' : METRICS_TOKEN_FILE}; see docs/operations.md, "Monitoring")

Demo sign-in addresses (request a link on the login page, open it from the mail catcher):
${DEMO_ACCOUNTS.map(([email, role]) => `  ${email.padEnd(24)} ${role}`).join('\n')}

Press Ctrl-C to stop everything.`);
