import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, signIn } from '../support/sign-in';

const OUT = path.join(__dirname, '..', '..', 'docs', 'screenshots');
// A 1280 × 900 window at 100%, and the same window at 200% zoom: 640 × 450 CSS px drawn at twice the density.
const ZOOMS = [
  { name: '100', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { name: '200', viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
] as const;
const PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'calendar', path: '/event-calendar' },
  { name: 'my-information', path: '/my-information' },
] as const;

for (const zoom of ZOOMS) {
  test(`screenshots at ${zoom.name}%`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: zoom.viewport, deviceScaleFactor: zoom.deviceScaleFactor });
    const page = await context.newPage();
    await signIn(page, accounts.member);
    for (const { name, path: url } of PAGES) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await page.screenshot({ path: path.join(OUT, `${name}-${zoom.name}.png`) });
    }
    await context.close();
  });
}
