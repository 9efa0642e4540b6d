// Playwright in Debian's Chromium against a running portal: what `scripts/e2e.mjs` (the whole suite) and
// `scripts/check-remote` (one remote's specs) share.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './start-portal.mjs';

/** The variables e2e/support reads: where the portal, its mail catcher, API, database and remotes are. */
export function playwrightEnv(config, portal, releaseToken) {
  return {
    E2E_BASE_URL: config.portalUrl,
    E2E_MAIL_URL: config.mailUrl,
    E2E_API_URL: config.apiUrl,
    E2E_DATABASE_URL: portal.databaseUrl,
    E2E_RELEASE_TOKEN: releaseToken,
    E2E_REMOTE_URLS: JSON.stringify(Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.url]))),
  };
}

/** Runs `playwright test` with e2e/playwright.config.ts; resolves to its exit code. */
export function runPlaywright(args, env) {
  const child = spawn(path.join(workspaceRoot, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...args], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
