import { expect, test, type Page } from '@playwright/test';
// The shell's own route table: a new route is measured here without anyone remembering to add it.
import { isRedirectRoute, ROUTE_TABLE, type ScreenRoute } from '../../shell/src/app/route-table';
import { accounts, signIn } from '../support/sign-in';
import { smallTargets } from '../support/target-size';

// Admin opens every signed-in route, so the sidebar lists them all.
const SCREEN_ROUTES = ROUTE_TABLE.filter((route): route is ScreenRoute => !isRedirectRoute(route));
const PUBLIC_ROUTES = SCREEN_ROUTES.filter((route) => route.access.kind === 'public');
const ADMIN_ROUTES = SCREEN_ROUTES.filter(
  (route) => route.access.kind === 'signed-in' || (route.access.kind === 'roles' && route.access.roles.includes('Admin')),
);

/** A real record's value for the routes with a parameter. */
async function urlOf(page: Page, route: ScreenRoute): Promise<string> {
  switch (route.path) {
    case '/edit-member-details/:email':
      return `/edit-member-details/${encodeURIComponent(accounts.member)}`;
    case '/audition-application/:auditionId': {
      await page.goto('/audition-application');
      const card = page.locator('[data-testid^="group-"]').first();
      await expect(card).toBeVisible();
      return `/audition-application/${encodeURIComponent((await card.getAttribute('data-testid')) ?? '')}`;
    }
    default:
      if (route.path.includes(':')) throw new Error(`no sample value for the parameter of ${route.path}: add one to urlOf`);
      return route.path;
  }
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

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
