// Browser tests: bring up a portal of their own (own ports, own database, own mail catcher) unless
// E2E_BASE_URL names a running one, run Playwright in Debian's Chromium, then stop what was started.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { portalConfig } from './portal/config.mjs';
import { playwrightEnv, runPlaywright } from './portal/playwright.mjs';
import { startPortal, workspaceRoot } from './portal/start-portal.mjs';

const say = (message) => console.info(`[e2e] ${message}`);
const playwrightArgs = process.argv.slice(2);

if (process.env.E2E_BASE_URL) {
  process.exit(await runPlaywright(playwrightArgs, {}));
}

const config = portalConfig('e2e');
// The releases journey registers builds as CI does, with the deploy token the API of this run accepts.
process.env.RELEASE_TOKEN ||= randomBytes(32).toString('base64url');
const logDir = path.join(workspaceRoot, '.greenroom', 'e2e-logs');
let portal;
try {
  portal = await startPortal(config, { say, logDir, freshDatabase: true, build: process.env.E2E_SKIP_BUILD !== '1' });
} catch (error) {
  console.error(`[e2e] could not bring the portal up: ${error.message} (logs in ${logDir})`);
  process.exit(1);
}
say(`portal up at ${config.portalUrl}; logs in ${path.relative(workspaceRoot, logDir)}`);
// The portal's processes run in their own process groups: stop them when this run is interrupted too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await portal.stop();
    process.exit(1);
  });
}
const status = await runPlaywright(playwrightArgs, playwrightEnv(config, portal, process.env.RELEASE_TOKEN));
await portal.stop();
process.exit(status);
