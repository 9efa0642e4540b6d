import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { apiUrl, mailUrl, remoteUrls } from '../support/env';
import { accounts } from '../support/sign-in';

const workspaceRoot = path.resolve(__dirname, '..', '..');

/** A port nothing listens on now, from the system (the dev server binds it a moment later). */
async function sparePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilServed(url: string, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still compiling
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

test.describe('a remote developed alone', () => {
  test.describe.configure({ timeout: 300_000 });
  let devServer: ChildProcess | undefined;
  let harnessUrl = '';

  test.beforeAll(async () => {
    const port = await sparePort();
    harnessUrl = `http://localhost:${port}`;
    // `npm run dev -w mfe-rsvp`, pointed at this suite's API and mail catcher; its own process group, stopped below.
    devServer = spawn(path.join(workspaceRoot, 'node_modules', '.bin', 'rspack'), ['serve'], {
      cwd: path.join(workspaceRoot, 'mfe-rsvp'),
      env: { ...process.env, REMOTE_RSVP_PORT: String(port), API_URL: apiUrl, MAIL_URL: mailUrl },
      detached: true,
      stdio: 'ignore',
    });
    await waitUntilServed(`${harnessUrl}/`, 240_000);
  });

  test.afterAll(() => {
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  test('its dev harness signs in as a demo role and its screens read the API with that session', async ({ page }) => {
    await page.goto(`${harnessUrl}/`);
    const demo = page.getByRole('region', { name: 'Demo sign-in (development only)' });
    await expect(demo.getByRole('status')).toHaveText('Not signed in.');

    await demo.getByRole('button', { name: 'Sign in as Leader' }).click();
    await expect(demo.getByRole('status')).toHaveText(/^Signed in as .+ \(Leader\)\.$/, { timeout: 45_000 });

    await page.getByRole('link', { name: '/play-reading' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Play Reading Events' })).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText(accounts.leader);
    await expect(page.getByTestId('play-reading-event').first()).toBeVisible();
  });

  test('a released build of the harness carries no demo sign-in', async ({ page }) => {
    await page.goto(`${remoteUrls.rsvp}/`);
    await expect(page.getByRole('link', { name: '/play-reading' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sign in as / })).toHaveCount(0);
  });
});
