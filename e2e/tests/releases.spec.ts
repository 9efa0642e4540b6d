import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiUrl, releaseToken } from '../support/env';
import { accounts, signIn } from '../support/sign-in';

const root = path.resolve(__dirname, '..', '..');
// Where the second build is hosted: another origin, as a team's CDN would be.
const SECOND_PORT = Number(process.env.E2E_SECOND_REMOTE_PORT || 4690);
const secondUrl = `http://localhost:${SECOND_PORT}`;
const NOTE = 'Preview release: the new RSVP pages';
const runId = Date.now().toString(36);

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runNode(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile('node', args, { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The team's CI step: `npm run release -w mfe-rsvp -- --base-url … [--activate]`, run as the script it calls. */
function release(baseUrl: string, version: string, activate: boolean): Promise<CommandResult> {
  const args = ['scripts/release-remote.mjs', 'rsvp', '--base-url', baseUrl, '--version', version, ...(activate ? ['--activate'] : [])];
  return runNode(args, { RELEASE_TOKEN: releaseToken(), API_URL: apiUrl });
}

/** A fresh page load, again until the shell's server has seen the switch (it caches the registry for seconds). */
async function expectOnFreshLoad(page: Page, noteShown: boolean): Promise<void> {
  await expect(async () => {
    await page.goto('/play-reading');
    await expect(page.getByRole('heading', { name: 'Play Reading Events', exact: true })).toBeVisible({ timeout: 10_000 });
    if (noteShown) await expect(page.getByTestId('release-note')).toHaveText(NOTE, { timeout: 2_000 });
    else await expect(page.getByTestId('release-note')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('remote releases: a team ships, the portal switches with nothing restarted', () => {
  test.describe.configure({ timeout: 240_000 });
  let buildDir: string;
  let host: ChildProcess | undefined;

  test.beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-rsvp-v2-'));
    // A real second build of the rsvp remote, with a visible change, into another folder.
    const build = await new Promise<CommandResult>((resolve) => {
      execFile(
        path.join(root, 'node_modules', '.bin', 'rspack'),
        ['build'],
        {
          cwd: path.join(root, 'mfe-rsvp'),
          env: { ...process.env, REMOTE_OUT_DIR: buildDir, REMOTE_RELEASE_NOTE: NOTE },
        },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
      );
    });
    expect(build.code, build.stderr).toBe(0);
    // The same build with a manifest that no longer exposes './routes': what the contract check must refuse.
    const broken = path.join(buildDir, 'broken');
    fs.mkdirSync(broken);
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] };
    manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './routes');
    fs.writeFileSync(path.join(broken, 'mf-manifest.json'), JSON.stringify(manifest));

    host = spawn('node', ['shell/server/serve.mjs', 'remote'], {
      cwd: root,
      env: { ...process.env, PORT: String(SECOND_PORT), DIST_DIR: buildDir },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${secondUrl}/mf-manifest.json`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
  });

  test.afterAll(() => {
    host?.kill('SIGTERM');
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
  });

  test('a new release goes live on the next page load, rolls back in one step, and a broken one is refused', async ({ page }) => {
    await signIn(page, accounts.admin);
    await expectOnFreshLoad(page, false);
    // What members see now ('initial' on a fresh portal; another test may have released the same build since).
    await page.goto('/releases');
    const before = (await page.getByRole('region', { name: 'rsvp' }).getByTestId('active-version-rsvp').textContent()) ?? '';
    expect(before).not.toBe('');

    const version = `2.0.0-e2e.${runId}`;
    const registered = await release(secondUrl, version, true);
    expect(registered.code, registered.stderr).toBe(0);
    expect(registered.stdout).toContain(`rsvp now runs ${version}`);
    await expectOnFreshLoad(page, true);

    // The Admin sees it and rolls back from the Releases screen, with a confirmation.
    await page.goto('/releases');
    const rsvp = page.getByRole('region', { name: 'rsvp' });
    await expect(rsvp.getByTestId('active-version-rsvp')).toHaveText(version);
    await expect(rsvp.getByText('Loads in this browser')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[data-testid="screen-releases"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await expect(rsvp.getByText(/^Members see the version registered .* by /)).toBeVisible();
    await rsvp.getByRole('button', { name: 'Go back to the version before of rsvp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go back to the version of rsvp before?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Version ${before}`)).toBeAttached();
    await dialog.getByRole('button', { name: 'Yes, go back' }).click();
    await expect(page.getByText(/^Members get the rsvp version registered .* on their next page load\.$/)).toBeVisible();
    await expect(rsvp.getByTestId('active-version-rsvp')).toHaveText(before);
    await expectOnFreshLoad(page, false);

    // A build whose manifest lacks the module the shell loads is refused with the reason, and never goes live.
    const refused = await release(`${secondUrl}/broken/`, `2.0.1-e2e.${runId}`, true);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('was REFUSED by the contract check');
    expect(refused.stderr).toContain('rsvp: module "./routes" is not exposed');
    await page.goto('/releases');
    await expect(rsvp.getByTestId('active-version-rsvp')).toHaveText(before);
    // The row is told by its version, kept under Technical details; the check's findings are there too.
    const refusedRow = rsvp.locator(`tr[data-version="2.0.1-e2e.${runId}"]`);
    await expect(refusedRow).toContainText('Refused');
    await expect(refusedRow).toContainText('This build does not fit the portal');
    await expect(refusedRow).toContainText('rsvp: module "./routes" is not exposed');
    await expect(refusedRow.getByRole('button', { name: /^Activate/ })).toHaveCount(0);
  });

  test('an entry script overwritten after the check is refused by the browser, not run', async ({ browser, baseURL, page }) => {
    // The same build uploaded to its own folder and released: the API pins its manifest and entry script.
    const pinned = path.join(buildDir, 'pinned');
    const staged = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-rsvp-pinned-'));
    fs.cpSync(buildDir, staged, { recursive: true, filter: (source) => !source.startsWith(path.join(buildDir, 'broken')) });
    fs.renameSync(staged, pinned);
    await signIn(page, accounts.admin);
    await page.goto('/releases');
    const before = (await page.getByRole('region', { name: 'rsvp' }).getByTestId('active-version-rsvp').textContent()) ?? '';
    const version = `2.0.2-e2e.${runId}`;
    const registered = await release(`${secondUrl}/pinned/`, version, true);
    expect(registered.code, registered.stderr).toBe(0);
    try {
      // Untouched, the pinned files load: the browser's hash of each matches the API's.
      await expectOnFreshLoad(page, true);
      // The shell reported the screen it drew (sent as the page is left); the Releases screen shows it beside the version.
      const row = page.locator(`tr[data-version="${version}"]`);
      await expect(async () => {
        await page.goto('/releases');
        await expect(row).toContainText(/In the last day it was opened (once|\d+ times) \(ready in [\d.]+ s on average\)/, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      // Overwritten as an upload would be: the file and the compressed copies the server prefers.
      const entry = path.join(pinned, 'remoteEntry.js');
      const tampered = `${fs.readFileSync(entry, 'utf8')}\nwindow.__greenroomTampered = true;\n`;
      fs.writeFileSync(entry, tampered);
      fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(tampered));
      fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(tampered));

      // A browser that has not cached the good file, as a member opening the portal after the overwrite.
      const context = await browser.newContext({ baseURL });
      const member = await context.newPage();
      await signIn(member, accounts.admin);
      await member.goto('/play-reading');
      const reported = member.waitForResponse((response) => response.url().endsWith('/api/remotes/reports'), { timeout: 30_000 });
      await expect(member.getByTestId('remote-unavailable')).toBeVisible({ timeout: 30_000 });
      expect(await member.evaluate(() => (window as { __greenroomTampered?: boolean }).__greenroomTampered)).toBeUndefined();
      expect((await reported).status()).toBe(204);
      await context.close();
      await page.goto('/releases');
      await expect(row).toContainText(/could not be loaded (once|\d+ times)/);
    } finally {
      const back = await fetch(`${apiUrl}/api/remotes/rsvp/activate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${releaseToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: before }),
      });
      expect(back.status).toBe(200);
      // The shell's server keeps the registry for seconds: the next spec must not get the build this one removes.
      await expectOnFreshLoad(page, false);
    }
  });
});
