import { z } from 'zod';
import { listResponse } from '../common/responses';
/** A route open only between two dates (inclusive), e.g. /holiday-party. Dates are yyyy-mm-dd. */
export const FeatureWindowSchema = z.object({
  route: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type FeatureWindow = z.infer<typeof FeatureWindowSchema>;

export const FeatureWindowsResponseSchema = listResponse('windows', FeatureWindowSchema);
export type FeatureWindowsResponse = z.infer<typeof FeatureWindowsResponseSchema>;

/**
 * The windows of docs/spec-summary.md §1.2. The feature_windows table overrides them; where a route has no row, the guard
 * and the API both use these dates, so neither treats a missing row as "always open".
 */
export const SPEC_FEATURE_WINDOWS = {
  '/holiday-party': { startsOn: '2025-04-20', endsOn: '2025-12-01' },
  '/may-social': { startsOn: '2025-04-20', endsOn: '2025-05-09' },
} as const satisfies Record<string, Omit<FeatureWindow, 'route'>>;
