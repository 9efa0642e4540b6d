import { useQuery } from '@tanstack/react-query';
import { managedPlayReadingEventsRoute, type PlayReadingManagedEvent } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from '../../play-reading/api/play-reading-keys';

/** The office's list: every reading not over yet (past ones too when asked), each with its number of Yes answers. */
export async function getManagedPlayReadings(past: boolean): Promise<PlayReadingManagedEvent[]> {
  return (await apiFetch(managedPlayReadingEventsRoute, { query: { past } })).events;
}

export function useManagedPlayReadings(past: boolean, enabled: boolean) {
  return useQuery({ queryKey: playReadingKeys.managed(past), queryFn: () => getManagedPlayReadings(past), enabled });
}
