import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isRedirectRoute, ROUTE_TABLE } from '../../shell/src/app/route-table';
import { runSql } from '../support/database';
import { apiUrl, releaseToken, remoteUrls } from '../support/env';
import { identifierTexts } from '../support/identifier-words';
import { settle } from '../support/screen-routes';
import { accounts, signIn } from '../support/sign-in';

// Issue 36 item 8: the office reads its screens in words. Every text of every screen the Admin's sidebar opens, the
// member log with a sign-in, an approval and a dues payment, the e-mail log of a test digest and the Releases screen
// with a passed and a refused release: none carries a code name, an id, a yyyy-mm-dd date, a "(s)" or an IP address
// outside a "Technical details" disclosure.

const root = path.resolve(__dirname, '..', '..');
const runId = Date.now().toString(36);
const TITLES = new Map(ROUTE_TABLE.filter((route) => !isRedirectRoute(route)).map((route) => [route.path, 'title' in route ? route.title : '']));

/** The team's CI step, as the releases journey runs it: registers (and activates) an rsvp build hosted at `baseUrl`. */
function release(baseUrl: string, version: string): Promise<number> {
  const args = ['scripts/release-remote.mjs', 'rsvp', '--base-url', baseUrl, '--version', version, '--activate'];
  return new Promise((resolve) => {
    execFile('node', args, { cwd: root, env: { ...process.env, RELEASE_TOKEN: releaseToken(), API_URL: apiUrl } }, (error) =>
      resolve(error ? Number(error.code ?? 1) : 0),
    );
  });
}

/** Serves the rsvp manifest with its federation name changed: a build the contract check refuses. */
async function hostRenamedManifest(): Promise<http.Server> {
  const manifest = (await (await fetch(new URL('mf-manifest.json', remoteUrls.rsvp))).json()) as { id: string; name: string };
  const renamed = JSON.stringify({ ...manifest, id: 'rsvp_renamed', name: 'rsvp_renamed' });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(renamed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A Pending applicant approved on their record: the member log's "Pending → Active". */
async function approveAPendingMember(page: Page): Promise<void> {
  await page.goto('/search-members');
  await page.getByLabel('Pending', { exact: true }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('region', { name: 'Members found' }).locator('tbody tr').first().getByRole('link').click();
  await page.getByLabel('Membership Status').selectOption('Active');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('screen-edit-member-details').getByText('Member updated successfully.')).toBeVisible();
}

/** On a member of this run's own: the shared demo member may already have a payment today from another test. */
async function recordADuesPayment(page: Page): Promise<void> {
  const payer = `wording-dues-${runId}@greenroom.test`;
  await runSql(`INSERT INTO members (email, first_name, last_name, membership_status) VALUES ($1, 'Rosalind', 'Oyelaran', 'Active')`, [payer]);
  await page.goto(`/edit-member-details/${encodeURIComponent(payer)}`);
  const dues = page.getByTestId('record-dues-payment');
  await dues.getByRole('button', { name: 'Record dues payment made today' }).click();
  await expect(dues.getByRole('status')).toContainText('Dues payment recorded.');
}

async function sendATestDigest(page: Page): Promise<void> {
  await page.goto('/email-management');
  await page.getByLabel('Daily Events').check();
  await page.getByLabel('Test Recipient').fill('wording@greenroom.test');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByTestId('screen-email-management').getByText('Test email sent successfully to wording@greenroom.test')).toBeVisible();
}

/** What a screen shows once drawn, with its choices made so the texts under test are on it. */
async function openScreen(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page).toHaveTitle(`${TITLES.get(route.startsWith('/edit-member-details/') ? '/edit-member-details' : route)} – Greenroom`);
  await settle(page);
  if (route === '/email-management') {
    // The test digest's run, once its campaign is counted.
    await page.getByLabel('Log type').selectOption('test');
    await expect(page.getByTestId('email-log-viewer')).toContainText('wording@greenroom.test');
  }
  if (route === '/member-log') {
    await expect(page.getByRole('row').filter({ hasText: 'Dues Paid' })).not.toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Member Updated' })).not.toHaveCount(0);
  }
  if (route === '/search-members') {
    await page.getByLabel('Pending', { exact: true }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: /members found/ })).toBeVisible();
  }
}

test('no office screen shows a code name, an id, a yyyy-mm-dd date, a "(s)" or an IP address outside Technical details', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, accounts.admin);
  await approveAPendingMember(page);
  await recordADuesPayment(page);
  await sendATestDigest(page);
  expect(await release(remoteUrls.rsvp, `wording-${runId}`), 'a passed release').toBe(0);
  const renamed = await hostRenamedManifest();
  try {
    expect(await release(`http://127.0.0.1:${(renamed.address() as AddressInfo).port}/`, `renamed-${runId}`), 'a refused release').toBe(1);
  } finally {
    renamed.close();
  }

  const routes = await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  const screens = [...new Set(routes.filter((route) => TITLES.has(route))), `/edit-member-details/${encodeURIComponent(accounts.member)}`];
  expect(screens).toEqual(expect.arrayContaining(['/member-log', '/email-management', '/releases', '/search-members']));

  const offenders: string[] = [];
  for (const route of screens) {
    await openScreen(page, route);
    for (const text of await identifierTexts(page)) offenders.push(`${route} ${text}`);
  }
  expect(offenders).toEqual([]);
});
