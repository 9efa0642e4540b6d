import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and fails when it is not
 * reached within `maxPresses`: a control that Tab never reaches is a keyboard trap or a missing tab stop.
 */
export async function tabTo(page: Page, target: Locator, { maxPresses = 60, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${maxPresses} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** The element with focus shows a visible focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    return outline || shadow ? 'visible' : `no indicator on <${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`;
  });
  expect(indicator).toBe('visible');
}
