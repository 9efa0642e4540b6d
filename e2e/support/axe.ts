import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the bar for every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** The serious and critical axe findings on the page as it is now (an open dialog included). */
export async function axeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  // Judge the screen as a person sees it once it has settled. A button under the resting pointer fades between its
  // rest and hover colours for 0.15 s, and that can start at any moment, axe's own run included (the page moving
  // under the pointer after an error summary appears, or when axe scrolls an element into view): so transitions are
  // switched off while axe reads the page (each colour is then its end value), and finite animations are waited for
  // (a spinner turns for ever). A constructed style sheet, which the portal's Content-Security-Policy allows.
  await page.evaluate(async () => {
    const settled = new CSSStyleSheet();
    settled.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, settled];
    (window as unknown as { axeSettledSheet: CSSStyleSheet }).axeSettledSheet = settled;
    if (getComputedStyle(document.body).transitionProperty !== 'none') throw new Error('the page refused the style sheet that stops transitions');
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.evaluate(() => {
    const { axeSettledSheet } = window as unknown as { axeSettledSheet: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== axeSettledSheet);
  });
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    }));
}

/** Fails with every finding listed, so one run shows all that is left to fix. */
export function expectNoFindings(findings: AxeFinding[]): void {
  const report = findings.map(
    (finding) => `${finding.screen}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')} — ${finding.summary}`,
  );
  expect(report, `${findings.length} serious or critical axe findings`).toEqual([]);
}

/** Collects findings over several screens of one test, then checks them all at the end. */
export class AxeAudit {
  private readonly findings: AxeFinding[] = [];

  constructor(private readonly page: Page) {}

  async check(screen: string): Promise<void> {
    this.findings.push(...(await axeFindings(this.page, screen)));
  }

  expectClean(): void {
    expectNoFindings(this.findings);
  }
}
