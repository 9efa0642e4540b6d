import { expect, test } from '@playwright/test';
import { remoteUrls } from '../support/env';
import { accounts, signIn } from '../support/sign-in';

const pageOfEachRemote = [
  { remote: 'members', path: '/my-information', heading: 'My Information' },
  { remote: 'calendar', path: '/event-calendar', heading: 'Event Calendar' },
  { remote: 'email', path: '/mass-email', heading: 'Mass Email' },
  { remote: 'auditions', path: '/audition-application', heading: 'Audition Pre-Registration' },
  { remote: 'rsvp', path: '/play-reading', heading: 'Play Reading Events' },
] as const;

test('a page from each of the five remotes renders inside the shell', async ({ page }) => {
  await signIn(page, accounts.admin);
  for (const { path, heading } of pageOfEachRemote) {
    await page.goto(path);
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
});

test('a remote that cannot load shows the fallback panel while the others keep working', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.route(`${remoteUrls.rsvp}/**`, (route) => route.abort('connectionrefused'));

  await page.goto('/play-reading');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', 'rsvp');
  await expect(page.getByRole('navigation')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'My Information' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Information', exact: true })).toBeVisible();

  await page.goto('/play-reading');
  await expect(fallback).toBeVisible();
  await page.unroute(`${remoteUrls.rsvp}/**`);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Play Reading Events', exact: true })).toBeVisible();
});
