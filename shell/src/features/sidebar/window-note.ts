import { SPEC_FEATURE_WINDOWS, type FeatureWindow } from '@greenroom/contracts';
import { formatDate } from '@greenroom/sdk';

function withLeadingSlash(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/**
 * The line shown under a windowed menu entry (the Holiday Party, the May Social), so a member learns before
 * clicking that the page is not open yet or has closed; the guard's alert and redirect stay for a direct visit.
 * The windows are the ones GET /api/feature-windows answers, else the spec's, as the guard uses them.
 * `today` is yyyy-mm-dd in the member's time zone. Null for an entry without a window.
 */
export function windowNote(path: string, windows: readonly FeatureWindow[] | undefined, today: string): string | null {
  const route = withLeadingSlash(path);
  const window =
    windows?.find((candidate) => candidate.route === route) ?? (SPEC_FEATURE_WINDOWS as Record<string, Omit<FeatureWindow, 'route'>>)[route];
  if (!window || windows === undefined) return null;
  if (today < window.startsOn) return `Opens ${formatDate(window.startsOn)}`;
  if (today > window.endsOn) return 'Closed';
  return `Open until ${formatDate(window.endsOn)}`;
}
