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
  // Judge the screen as a person sees it once it has settled: a button the pointer just left is still fading
  // between its hover and rest colours for 0.15 s (longer on a loaded machine), and axe would read a blend.
  // A layout that moved (an error summary appearing) puts a button under the resting pointer only when Chromium next
  // recomputes hover, up to about 0.1 s later: so wait for a quiet 0.2 s in which no transition runs.
  // Only finite ones: a spinner turns for ever.
  await page.evaluate(async () => {
    const QUIET_MS = 200;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let quietSince = performance.now();
    for (let frame = 0; frame < 600 && performance.now() - quietSince < QUIET_MS; frame += 1) {
      await nextFrame();
      const running = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length > 0) {
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        quietSince = performance.now();
      }
    }
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
