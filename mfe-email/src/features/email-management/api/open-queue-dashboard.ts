import { queueDashboardSessionRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** Gives the dashboard's path a cookie of this session, then the dashboard opens in a new tab. */
export async function openQueueDashboard(): Promise<void> {
  const { url } = await apiFetch(queueDashboardSessionRoute);
  window.open(url, '_blank', 'noopener');
}
