/** A route open only between two dates (inclusive), e.g. /holiday-party. Dates are yyyy-mm-dd. */
export interface FeatureWindow {
  route: string;
  startsOn: string;
  endsOn: string;
}

export interface FeatureWindowsResponse {
  windows: FeatureWindow[];
}

/**
 * The windows of spec 01 §2. The feature_windows table overrides them; where a route has no row, the guard
 * and the API both use these dates, so neither treats a missing row as "always open".
 */
export const SPEC_FEATURE_WINDOWS = {
  '/holiday-party': { startsOn: '2025-04-20', endsOn: '2025-12-01' },
  '/may-social': { startsOn: '2025-04-20', endsOn: '2025-05-09' },
} as const satisfies Record<string, Omit<FeatureWindow, 'route'>>;
