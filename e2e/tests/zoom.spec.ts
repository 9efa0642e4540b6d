import { expect, test, type Page } from '@playwright/test';
import { isRedirectRoute, ROUTE_TABLE, type ScreenRoute } from '../../shell/src/app/route-table';
import { accounts, signIn } from '../support/sign-in';

// A 1280px wide window at 200% zoom lays pages out in 640 CSS px; WCAG reflow asks for 320 CSS px.
const ZOOM_200 = { width: 640, height: 400 };
const REFLOW = { width: 320, height: 640 };

/** Every route an admin can open (an admin sees them all), with a real value for each parameter. */
const ROUTES = ROUTE_TABLE.filter((route): route is ScreenRoute => !isRedirectRoute(route) && route.access.kind !== 'public');
const PUBLIC_PAGES = ['/login', '/verify-login?token=not-a-real-token', '/join'];
const pathOf = (route: ScreenRoute) =>
  route.path.replace(':email', encodeURIComponent(accounts.member)).replace(':auditionId', encodeURIComponent('group-The Importance of Being Earnest'));

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('200% zoom and reflow', () => {
  test('at 640 × 400 the page heading of every route shows without scrolling, and the menu is one tap away', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(ZOOM_200);
    for (const path of PUBLIC_PAGES) {
      await openAndSettle(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeInViewport({ ratio: 1 });
    }
    await signIn(page, accounts.admin);
    const misses: string[] = [];
    for (const route of ROUTES) {
      const path = pathOf(route);
      await openAndSettle(page, path);
      if (!(await page.getByRole('heading', { level: 1 }).first().isVisible()) || (await page.evaluate(() => window.scrollY)) !== 0) misses.push(path);
      const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      if (!box || box.y < 0 || box.y + box.height > ZOOM_200.height) misses.push(`${path} (heading at ${box?.y})`);
    }
    expect(misses).toEqual([]);

    // The sidebar has folded into a Menu button; the member's name and Logout sit beside it.
    await openAndSettle(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await menu.getByRole('link', { name: 'Event Calendar' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeFocused();
  });

  test('at 320 CSS px no page scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(REFLOW);
    const overflowing: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await openAndSettle(page, path);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    }
    await signIn(page, accounts.admin);
    for (const route of ROUTES) {
      const path = pathOf(route);
      await openAndSettle(page, path);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
  });
});
