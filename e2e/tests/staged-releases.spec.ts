import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { querySql } from '../support/database';
import { apiUrl, releaseToken } from '../support/env';
import { waitForMailTo } from '../support/mail-catcher';
import { accounts, signIn } from '../support/sign-in';

const root = path.resolve(__dirname, '..', '..');
// Where the new builds are hosted: another origin, as a team's CDN would be (releases.spec.ts uses 4690).
const HOST_PORT = Number(process.env.E2E_STAGED_REMOTE_PORT || 4691);
const hostUrl = `http://localhost:${HOST_PORT}`;
const MARKER = '__greenroom_e2e_release_note__';
const HEALTHY_NOTE = 'Trial release: the new RSVP pages';
const runId = Date.now().toString(36);

/** The same bucket the API computes (api/src/remotes/rollouts/rollout-share.ts): first 4 bytes of SHA-256, mod 100. */
function bucket(remote: string, memberId: string): number {
  return createHash('sha256').update(`${remote}:${memberId}`).digest().readUInt32BE(0) % 100;
}

async function api(method: string, route: string, body?: object): Promise<Response> {
  return fetch(`${apiUrl}${route}`, {
    method,
    headers: { Authorization: `Bearer ${releaseToken()}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The build in `from` copied to `to`, the release note's placeholder replaced by `expression` (JavaScript). */
function variant(from: string, to: string, expression: string): void {
  fs.cpSync(from, to, { recursive: true });
  for (const file of fs.readdirSync(to, { recursive: true }) as string[]) {
    const full = path.join(to, file);
    if (!file.endsWith('.js') || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(MARKER)) continue;
    fs.writeFileSync(full, text.replaceAll(`"${MARKER}"`, expression).replaceAll(`'${MARKER}'`, expression));
    // The host prefers the precompressed copies: they would still hold the placeholder.
    for (const compressed of [`${full}.gz`, `${full}.br`]) fs.rmSync(compressed, { force: true });
  }
}

/** A member in a browser of their own, signed in, on the RSVP pages. */
async function memberPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('staged releases: a version for the Admins, then a share, then everyone; a failing share goes back by itself', () => {
  // A real build, five sign-ins and two trials that each wait on the rule: about 4 minutes on a busy 2-core machine.
  test.describe.configure({ timeout: 480_000 });
  let buildDir: string;
  let host: ChildProcess | undefined;
  let before = '';
  const broken = `3.0.0-broken.${runId}`;
  const healthy = `3.1.0-trial.${runId}`;

  test.beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-rsvp-staged-'));
    const built = path.join(buildDir, 'built');
    // One real build of the rsvp remote with a placeholder note, made into two versions below.
    const build = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        path.join(root, 'node_modules', '.bin', 'rspack'),
        ['build'],
        { cwd: path.join(root, 'mfe-rsvp'), env: { ...process.env, REMOTE_OUT_DIR: built, REMOTE_RELEASE_NOTE: MARKER } },
        (error, _stdout, stderr) => resolve({ code: error ? 1 : 0, stderr }),
      );
    });
    expect(build.code, build.stderr).toBe(0);
    // B: its screen throws for everyone but the Admins, as a release broken for members would.
    variant(
      built,
      path.join(buildDir, 'broken'),
      `(function(){var m=JSON.parse(sessionStorage.getItem("memberData")||"{}");if(m.Portal_Permission!=="Admin")throw new Error("version B breaks for members");return ${JSON.stringify(HEALTHY_NOTE)}})()`,
    );
    // C: healthy, showing its note so a page tells which version it got.
    variant(built, path.join(buildDir, 'healthy'), JSON.stringify(HEALTHY_NOTE));
    // The host serves a remote's folder and wants its manifest at the top: the builds are in folders below it.
    fs.copyFileSync(path.join(built, 'mf-manifest.json'), path.join(buildDir, 'mf-manifest.json'));
    host = spawn('node', ['shell/server/serve.mjs', 'remote'], {
      cwd: root,
      env: { ...process.env, PORT: String(HOST_PORT), DIST_DIR: buildDir },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${hostUrl}/healthy/mf-manifest.json`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
    const [row] = await querySql<{ version: string }>(
      `SELECT r.version FROM remotes rm JOIN remote_releases r ON r.id = rm.active_release_id WHERE rm.name = 'rsvp'`,
    );
    before = row.version;
    for (const [version, folder] of [
      [broken, 'broken'],
      [healthy, 'healthy'],
    ]) {
      const registered = await api('POST', '/api/remotes/rsvp/releases', { version, manifestUrl: `${hostUrl}/${folder}/mf-manifest.json` });
      expect(registered.status, await registered.text()).toBe(201);
    }
  });

  test.afterAll(async () => {
    // Whatever happened, members get the release from before again (an activation also ends a rollout under way).
    if (before) {
      const [row] = await querySql<{ version: string }>(
        `SELECT r.version FROM remotes rm JOIN remote_releases r ON r.id = rm.active_release_id WHERE rm.name = 'rsvp'`,
      );
      if (row.version !== before) expect((await api('POST', '/api/remotes/rsvp/activate', { version: before })).status).toBe(200);
      await querySql(`DELETE FROM remote_rollouts WHERE remote = 'rsvp'`);
    }
    host?.kill('SIGTERM');
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
  });

  test('a version that breaks for members goes back by itself; a healthy one reaches everyone by itself', async ({ browser, baseURL, page }) => {
    // Members who may sign in with an address of their own, on either side of a 50% share of rsvp.
    const members = await querySql<{ id: string; email: string }>(
      `SELECT id, email FROM members m WHERE portal_permission = 'Member' AND membership_status = 'Active' AND deleted_at IS NULL
         AND email NOT LIKE '%@greenroom.test'
         AND (SELECT count(*) FROM members o WHERE lower(o.email) = lower(m.email) AND o.deleted_at IS NULL) = 1
       ORDER BY id LIMIT 200`,
    );
    const inShare = members.filter((member) => bucket('rsvp', member.id) < 50).slice(0, 3);
    const outside = members.find((member) => bucket('rsvp', member.id) >= 50);
    expect(inShare).toHaveLength(3);
    expect(outside).toBeDefined();

    // B is staged for half of the members, held to 20% errors over 30 seconds once 3 pages showed it.
    const since = new Date();
    const staged = await api('POST', '/api/remotes/rsvp/rollout', {
      version: broken,
      stage: 'share',
      share: 50,
      errorThresholdPercent: 20,
      windowSeconds: 30,
      minSessions: 3,
    });
    expect(staged.status, await staged.text()).toBe(200);

    // The members in the share get B, whose screen breaks; their shells report it. The member outside gets A.
    const pages: Page[] = [];
    for (const member of inShare) {
      const memberTab = await memberPage(browser, baseURL, member.email);
      pages.push(memberTab);
      const reported = memberTab.waitForResponse((response) => response.url().endsWith('/api/remotes/reports'), { timeout: 60_000 });
      await expect(async () => {
        await memberTab.goto('/play-reading');
        await expect(memberTab.getByTestId('remote-unavailable')).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 30_000 });
      // The shell sends what it saw every few seconds.
      expect((await reported).status()).toBe(204);
    }
    const outsider = await memberPage(browser, baseURL, outside!.email);
    await outsider.goto('/play-reading');
    await expect(outsider.getByRole('heading', { name: 'Play Reading Events', exact: true })).toBeVisible();
    await expect(outsider.getByTestId('release-note')).toHaveCount(0);

    // Within the window the portal takes B back by itself, says why on the Releases screen, and tells the Admins.
    await signIn(page, accounts.admin);
    const rsvp = page.getByRole('region', { name: 'rsvp' });
    await expect(async () => {
      await page.goto('/releases');
      await expect(rsvp.getByTestId('rollout-history-rsvp')).toContainText('The portal took the version registered', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const history = rsvp.getByTestId('rollout-history-rsvp').getByRole('listitem').first();
    await expect(history).toContainText(
      /back by itself: everyone sees the version before again\. In the last 30 seconds, (\d+) of \1 pages that showed it went wrong \(100%\), more than the 20% allowed\./,
    );
    await expect(rsvp.getByRole('region', { name: 'A new version is being tried out' })).toHaveCount(0);
    const mail = await waitForMailTo(accounts.admin, since, 'took back version');
    expect(mail.subject).toBe('The portal took back a new version of the rsvp screens');
    expect(mail.text).toMatch(/(\d+) of \1 pages that showed it went wrong \(100%\)/);

    // No member sees B's fallback any more.
    for (const memberTab of pages) {
      await expect(async () => {
        await memberTab.goto('/play-reading');
        await expect(memberTab.getByRole('heading', { name: 'Play Reading Events', exact: true })).toBeVisible({ timeout: 10_000 });
        await expect(memberTab.getByTestId('remote-unavailable')).toHaveCount(0);
      }).toPass({ timeout: 30_000 });
    }

    // C moves on by itself: the Admins first, then the share, then everyone, each step after 10 healthy seconds.
    const trial = await api('POST', '/api/remotes/rsvp/rollout', {
      version: healthy,
      stage: 'admins',
      share: 50,
      autoAdvance: true,
      stageSeconds: 10,
      errorThresholdPercent: 20,
      windowSeconds: 30,
      minSessions: 3,
    });
    expect(trial.status, await trial.text()).toBe(200);
    await page.goto('/releases');
    const panel = rsvp.getByRole('region', { name: 'A new version is being tried out' });
    await expect(panel).toContainText('Admins see the new version (registered');
    await expect(panel).toContainText('All other members see the current version (registered');
    await expect(panel).toContainText('If all goes well, each step moves on by itself after 10 seconds.');
    // The trial's panel and the history with its rollback, as the office reads them.
    const axe = await new AxeBuilder({ page }).include('[data-testid="screen-releases"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // The shell's server keeps the staged releases for up to 5 seconds: a page drawn sooner may still get A.
    await expect(async () => {
      await page.goto('/play-reading');
      await expect(page.getByTestId('release-note')).toHaveText(HEALTHY_NOTE, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    await expect(async () => {
      await page.goto('/releases');
      await expect(panel).toContainText('About 50 in 100 of the other members see the new version', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(async () => {
      await pages[0].goto('/play-reading');
      await expect(pages[0].getByTestId('release-note')).toHaveText(HEALTHY_NOTE, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    await expect(async () => {
      await page.goto('/releases');
      await expect(rsvp.getByTestId('active-version-rsvp')).toHaveText(healthy, { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(rsvp.getByTestId('rollout-history-rsvp').getByRole('listitem').first()).toContainText(
      'The portal itself gave the version registered',
    );
    await expect(async () => {
      await outsider.goto('/play-reading');
      await expect(outsider.getByTestId('release-note')).toHaveText(HEALTHY_NOTE, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    // Put A back for the specs after this one, and wait until a fresh page load gets it (the shell's server keeps the
    // registry for seconds).
    expect((await api('POST', '/api/remotes/rsvp/activate', { version: before })).status).toBe(200);
    await expect(async () => {
      await outsider.goto('/play-reading');
      await expect(outsider.getByRole('heading', { name: 'Play Reading Events', exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(outsider.getByTestId('release-note')).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
});
