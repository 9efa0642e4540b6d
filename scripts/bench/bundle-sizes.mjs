// What an older member's browser downloads before the login page shows: every JS and CSS response of a cold
// load of /login in Chromium (gzip as served), plus each remote's entry. Reads the production builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { freePort, waitForHttp } from '../portal/ports.mjs';
import { workspaceRoot } from '../portal/start-portal.mjs';

const { chromium } = createRequire(path.join(workspaceRoot, 'e2e', 'package.json'))('@playwright/test');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const port = Number(process.env.BENCH_SHELL_PORT ?? (await freePort()));

const shell = spawn('node', ['scripts/serve-app.mjs', 'shell'], { cwd: workspaceRoot, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
try {
  await waitForHttp(`http://localhost:${port}/login`, 'shell', 20_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await response.request().sizes();
    assets.push({ url: new URL(response.url()).pathname, type, transferred: sizes.responseBodySize });
  });
  const started = performance.now();
  await page.goto(`http://localhost:${port}/login`);
  await page.getByRole('button', { name: 'Send me a login link' }).waitFor();
  const shownAfter = performance.now() - started;
  await browser.close();

  console.info('cold load of /login (served gzip-compressed)');
  for (const asset of assets.sort((a, b) => b.transferred - a.transferred)) {
    console.info(`  ${asset.type.padEnd(10)} ${kb(asset.transferred).padStart(10)}  ${asset.url}`);
  }
  const total = (type) => assets.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.transferred, 0);
  console.info(`  total JS ${kb(total('script'))}, CSS ${kb(total('stylesheet'))}; login form shown after ${shownAfter.toFixed(0)} ms (local, no network latency)`);

  console.info('remote entries (gzip -9)');
  for (const remote of ['members', 'calendar', 'email', 'auditions', 'rsvp']) {
    const entry = fs.readFileSync(path.join(workspaceRoot, `mfe-${remote}`, 'dist', 'remoteEntry.js'));
    console.info(`  mfe-${remote} remoteEntry.js ${kb(zlib.gzipSync(entry, { level: 9 }).length)}`);
  }
} finally {
  shell.kill();
}
