import { type FeatureWindow, type FeatureWindowsResponse, featureWindowsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export function getFeatureWindows(): Promise<FeatureWindowsResponse> {
  return apiFetch(featureWindowsRoute);
}

/**
 * The date windows of windowed routes; undefined while loading. If the call fails the guard falls back
 * to the route table's own dates (an empty list here), so a member is never stuck on a spinner.
 */
export function useFeatureWindows(enabled: boolean): readonly FeatureWindow[] | undefined {
  const query = useQuery({ queryKey: ['feature-windows'], queryFn: getFeatureWindows, enabled, staleTime: 10 * 60 * 1000, retry: 1 });
  if (query.isError) return [];
  return query.data?.windows;
}
