import { expect, test, type Page } from '@playwright/test';
import { isRedirectRoute, ROUTE_TABLE, type ScreenRoute } from '../../shell/src/app/route-table';
import { horizontalOverflow } from '../support/layout-problems';
import { accounts, signIn } from '../support/sign-in';

// A 1280px wide window at 200% zoom lays pages out in 640 CSS px; WCAG reflow asks for 320 CSS px.
const ZOOM_200 = { width: 640, height: 400 };
const REFLOW = { width: 320, height: 640 };

/** Every route an admin can open (an admin sees them all), with a real value for each parameter. */
const ROUTES = ROUTE_TABLE.filter((route): route is ScreenRoute => !isRedirectRoute(route) && route.access.kind !== 'public');
const PUBLIC_PAGES = ['/login', '/verify-login?token=not-a-real-token', '/join'];
const pathOf = (route: ScreenRoute) =>
  route.path
    .replace(':email', encodeURIComponent(accounts.member))
    .replace(':auditionId', encodeURIComponent('group-The Importance of Being Earnest'));

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
      if (!(await page.getByRole('heading', { level: 1 }).first().isVisible()) || (await page.evaluate(() => window.scrollY)) !== 0)
        misses.push(path);
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
      if (overflow) overflowing.push(`${path} by ${overflow}`);
    }
    await signIn(page, accounts.admin);
    for (const route of ROUTES) {
      const path = pathOf(route);
      await openAndSettle(page, path);
      const overflow = await horizontalOverflow(page);
      if (overflow) overflowing.push(`${path} by ${overflow}`);
    }
    expect(overflowing).toEqual([]);
  });
});

test('at the largest text size nothing is cut off or scrolls sideways', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.admin);
  // The radio itself is visually hidden behind its button-styled label, as Bootstrap's toggle buttons are.
  await page.getByText('Larger', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Larger' })).toBeChecked();
  await expect(page.locator('html')).toHaveCSS('font-size', '26px');
  const problems: string[] = [];
  for (const route of ROUTES) {
    const path = pathOf(route);
    await openAndSettle(page, path);
    const overflow = await horizontalOverflow(page);
    if (overflow) problems.push(`${path} scrolls sideways by ${overflow}`);
    // Text cut off by its own box: content taller or wider than a box that hides its overflow. An ellipsis is
    // meant, and a form field scrolls its own value.
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('main *, #portal-menu *'))
        .filter((element) => {
          const style = getComputedStyle(element);
          // Screen-reader-only text is clipped on purpose.
          if (
            style.textOverflow === 'ellipsis' ||
            element.matches('input, select, textarea, .visually-hidden, .visually-hidden *') ||
            element.getClientRects().length === 0
          )
            return false;
          const hides = (value: string) => value === 'hidden' || value === 'clip';
          return (
            (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
            (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
          );
        })
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.trim().slice(0, 30)}`),
    );
    problems.push(...clipped.map((element) => `${path}: ${element}`));
  }
  expect(problems).toEqual([]);
});
