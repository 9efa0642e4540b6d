import { expect, test, type Page } from '@playwright/test';
import type { ScreenRoute } from '../../shell/src/app/route-table';
import { canOpen, SCREEN_ROUTES, settle, urlOf } from '../support/screen-routes';
import { accounts, signIn } from '../support/sign-in';
import { smallTargets } from '../support/target-size';

// Admin opens every signed-in route, so the sidebar lists them all.
const PUBLIC_ROUTES = SCREEN_ROUTES.filter((route) => route.access.kind === 'public');
const ADMIN_ROUTES = SCREEN_ROUTES.filter((route) => canOpen(route, 'Admin'));

/** Measures every route's controls and fails once, naming each one under 44 × 44 px. */
async function measure(page: Page, routes: readonly ScreenRoute[]): Promise<void> {
  const found: string[] = [];
  for (const route of routes) {
    const url = await urlOf(page, route);
    await page.goto(url);
    await settle(page);
    found.push(...(await smallTargets(page)).map((target) => `${url}: ${target}`));
  }
  expect(found, 'controls under 44 × 44 CSS px').toEqual([]);
}

// WCAG 2.5.5 at 1280 × 900, the tablet-in-landscape size the members use most.
test.describe('targets a finger can hit (44 × 44 CSS px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the public routes', async ({ page }) => {
    await measure(page, PUBLIC_ROUTES);
  });

  test('every route an Admin can open', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, accounts.admin);
    await measure(page, ADMIN_ROUTES);
  });
});
