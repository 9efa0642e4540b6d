import type { Role } from '@greenroom/contracts';
import { expect, type Page } from '@playwright/test';
// The shell's own route table: a new route is checked without anyone remembering to add it to a spec.
import { isRedirectRoute, ROUTE_TABLE, type ScreenRoute } from '../../shell/src/app/route-table';
import { accounts } from './sign-in';

/** Every route that draws a screen (redirects left out). */
export const SCREEN_ROUTES = ROUTE_TABLE.filter((route): route is ScreenRoute => !isRedirectRoute(route));

/** Whether a member of `role` may open the route (the shell's own rule: signed in, or one of its roles). */
export function canOpen(route: ScreenRoute, role: Role): boolean {
  return route.access.kind === 'signed-in' || (route.access.kind === 'roles' && route.access.roles.includes(role));
}

/** The URL to open for a route; routes with a parameter get a real record's value. */
export async function urlOf(page: Page, route: ScreenRoute): Promise<string> {
  switch (route.path) {
    case '/edit-member-details/:email':
      return `/edit-member-details/${encodeURIComponent(accounts.member)}`;
    case '/audition-application/:auditionId': {
      // An open audition's card carries its group id (group-<show>), which the route accepts as the id.
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

/** A screen has settled when its heading shows and nothing is loading any more. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}
