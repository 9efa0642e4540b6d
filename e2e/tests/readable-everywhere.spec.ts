import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { isRedirectRoute, ROUTE_TABLE } from '../../shell/src/app/route-table';
import { clippedTexts, controlsOutsideCards, cutFieldValues, horizontalOverflow, menuSpills, splitWords } from '../support/layout-problems';
import { canOpen, SCREEN_ROUTES, urlOf } from '../support/screen-routes';
import { accounts, signIn } from '../support/sign-in';

// Every route of the sidebar (and those with a parameter), for each role, on a phone, two tablets and a laptop, at
// Normal and Larger text and at 200% zoom (half the CSS viewport at device scale 2): no page scrolls sideways, no
// visible text is cut, no word is split across two lines, and the office's tables stay tables (docs/readable-layout.md).
// One browser context per role and device scale; the sign-in is reused, and routes change in the page (as a
// sidebar link does) rather than by reloading, so the whole sweep stays within a few minutes.
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;
type Screen = (typeof SCREENS)[number];
/** One demo account per role (the family account is a second Member). */
const ROLES = ['admin', 'board', 'leader', 'member'] as const;
type Mode = 'normal' | 'larger' | 'zoom200';

/** Screens a person looks at for each size (taken for the plain member, the portal's usual reader), kept in the
 * test's output folder (e2e/test-results/, gitignored). */
const PHOTOGRAPHED = new Set(['/event-calendar', '/my-information', '/search-members', '/my-teams', '/my-subs', '/dashboard']);
/**
 * The office's lists stay tables, at Normal text, from an iPad held sideways (cards are for phones and Larger
 * text, which leaves a 1280 px screen some 31 em). Search Members fits beside the sidebar there because its two
 * phone numbers share one cell.
 */
const OFFICE_TABLES = new Map([
  ['/search-members', 1024],
  ['/dues-list', 1024],
  ['/member-log', 1024],
]);
const TITLES = new Map(ROUTE_TABLE.filter((route) => !isRedirectRoute(route)).map((route) => [route.path, 'title' in route ? route.title : '']));

/** Waits until the page has no request in flight for a moment: the screen has drawn what it fetched. */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 15_000;
    while (Date.now() - quietSince < 100 && Date.now() < deadline) {
      if (inFlight > 0) quietSince = Date.now();
      await page.waitForTimeout(25);
    }
  };
}

/**
 * Why a table did not fit: laid out at its narrowest (a copy, off-screen), each column's width and its widest cell's
 * first words, beside the room the region has.
 */
async function narrowestWidths(page: Page): Promise<string> {
  return page.evaluate(() => {
    const region = document.querySelector<HTMLElement>('.data-table-stacked');
    const table = region?.querySelector('table');
    if (!region || !table) return '';
    const copy = table.cloneNode(true) as HTMLTableElement;
    copy.querySelector('thead')?.classList.remove('visually-hidden');
    const holder = document.createElement('div');
    holder.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px';
    holder.className = 'data-table';
    holder.append(copy);
    region.parentElement?.append(holder);
    const widest = Array.from(copy.rows[0]?.cells ?? [], (heading, column) => {
      const cells = Array.from(copy.tBodies[0]?.rows ?? [], (row) => row.cells[column]).filter(Boolean);
      const cell = cells.sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
      return `${heading.textContent?.trim()} ${Math.round(heading.getBoundingClientRect().width)} px "${cell?.textContent?.trim().slice(0, 30)}"`;
    });
    const needed = copy.getBoundingClientRect().width;
    holder.remove();
    return `needs ${Math.round(needed)} px of ${region.clientWidth}: ${widest.join('; ')}`;
  });
}

/** The role each demo account holds, for the routes with a parameter (not in the sidebar). */
const ROLE_OF = { admin: 'Admin', board: 'Board', leader: 'Leader', member: 'Member' } as const;

interface Sweep {
  role: (typeof ROLES)[number];
  /** The URLs to open, each with its page title. */
  routes: Map<string, string>;
  problems: string[];
  testInfo: TestInfo;
}

async function openRoute(page: Page, path: string, title: string, settle: () => Promise<void>, reload: boolean): Promise<void> {
  if (reload) await page.goto(path);
  // As a sidebar link does: the shell's router follows the history, without loading the portal again.
  else await page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
  await expect(page).toHaveTitle(`${title} – Greenroom`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle();
  await expect(page.locator('.spinner-border, [aria-busy="true"]')).toHaveCount(0);
  if (path === '/search-members') {
    // With results: the table is what used to widen the page.
    await page.getByLabel('LTM').check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: /members found/ })).toBeVisible();
    await settle();
  }
  if (path === '/manage-shows') {
    // The show form's rows of fields and Remove buttons ("Re / mo / ve" beside the sidebar).
    await page.getByRole('button', { name: 'Add a show' }).click();
    await page.getByRole('button', { name: 'Add a character' }).click();
    await page.getByRole('button', { name: 'Add an audition date' }).click();
  }
}

async function sweep(page: Page, run: Sweep, screen: Screen, mode: Mode, settle: () => Promise<void>): Promise<void> {
  const size = `${screen.width}px ${mode}`;
  for (const [index, [path, title]] of [...run.routes].entries()) {
    await openRoute(page, path, title, settle, index === 0);
    const overflow = await horizontalOverflow(page);
    if (overflow) run.problems.push(`${run.role} ${size} ${path} scrolls sideways by ${overflow}`);
    for (const clipped of await clippedTexts(page)) run.problems.push(`${run.role} ${size} ${path} cuts ${clipped}`);
    for (const spilled of await menuSpills(page)) run.problems.push(`${run.role} ${size} ${path} menu runs past the sidebar: ${spilled}`);
    // At 200% zoom a phone is 195 CSS px wide: a long word may still break there as a last resort (docs/readable-layout.md).
    if (mode !== 'zoom200') for (const split of await splitWords(page)) run.problems.push(`${run.role} ${size} ${path} splits the word ${split}`);
    // At Normal text only: at Larger text on a phone an e-mail address is wider than any box the screen has room for,
    // and the box scrolls it.
    if (mode === 'normal') for (const cut of await cutFieldValues(page)) run.problems.push(`${run.role} ${size} ${path} cuts the value of ${cut}`);
    for (const box of await controlsOutsideCards(page)) run.problems.push(`${run.role} ${size} ${path} draws over its card's edge ${box}`);
    if (screen.width >= (OFFICE_TABLES.get(path) ?? Infinity) && mode === 'normal') {
      const stacked = await page.locator('.data-table-stacked').count();
      if (stacked > 0) run.problems.push(`${run.role} ${size} ${path} shows its table as stacked cards (${await narrowestWidths(page)})`);
      else if ((await page.locator('.data-table table').count()) === 0) run.problems.push(`${run.role} ${size} ${path} shows no table to check`);
    }
    if (run.role === 'member' && PHOTOGRAPHED.has(path)) {
      await page.screenshot({ path: run.testInfo.outputPath(`${path.slice(1)}-${screen.width}-${mode}.png`), fullPage: true });
    }
  }
}

async function setTextSize(page: Page, size: 'normal' | 'larger'): Promise<void> {
  await page.evaluate((chosen) => {
    const member = JSON.parse(sessionStorage.getItem('memberData') ?? '{}') as { id?: string };
    localStorage.setItem(`greenroom.textSize.${member.id}`, chosen);
  }, size);
}

async function sweepRole(browser: Browser, role: (typeof ROLES)[number], testInfo: TestInfo): Promise<string[]> {
  const baseURL = testInfo.project.use.baseURL;
  const run: Sweep = { role, routes: new Map(), problems: [], testInfo };

  const plain = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await plain.newPage();
  const settle = quietNetwork(page);
  await signIn(page, accounts[role]);
  const links = await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  for (const path of links) if (TITLES.has(path)) run.routes.set(path, TITLES.get(path) ?? '');
  expect(run.routes.size, `${role}'s sidebar`).toBeGreaterThan(5);
  // Screens reached from a list rather than the sidebar (a member's record, an audition's form), with a real record.
  for (const route of SCREEN_ROUTES.filter((candidate) => candidate.path.includes(':') && canOpen(candidate, ROLE_OF[role])))
    run.routes.set(await urlOf(page, route), 'title' in route ? route.title : '');
  const session = await page.evaluate(() => JSON.stringify(sessionStorage));

  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    for (const size of ['normal', 'larger'] as const) {
      await setTextSize(page, size);
      await sweep(page, run, screen, size, settle);
    }
  }
  await setTextSize(page, 'normal');
  await plain.close();

  // 200% zoom: the browser lays the page out in half the CSS pixels and draws each one with four.
  const zoomed = await browser.newContext({ baseURL, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  await zoomed.addInitScript((stored) => {
    if (sessionStorage.length === 0)
      for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>)) sessionStorage.setItem(key, value);
  }, session);
  const zoomedPage = await zoomed.newPage();
  const zoomedSettle = quietNetwork(zoomedPage);
  for (const screen of SCREENS) {
    await zoomedPage.setViewportSize({ width: screen.width / 2, height: screen.height / 2 });
    await sweep(zoomedPage, run, screen, 'zoom200', zoomedSettle);
  }
  await zoomed.close();
  return run.problems;
}

// A failure lists every problem found, which says more than a trace of some eight hundred page views.
test.use({ trace: 'off' });

test.describe('every sidebar route reads whole at every size', () => {
  for (const role of ROLES) {
    test(`as ${role}: no page scrolls sideways, no text is cut, no word is split, at 390–1280 px, Normal, Larger and 200% zoom`, async ({
      browser,
    }, testInfo) => {
      // Some 150 page views per role: 2–3 min each on two cores at a load average of 30 (several suites at once).
      test.setTimeout(480_000);
      expect(await sweepRole(browser, role, testInfo)).toEqual([]);
    });
  }
});
