import type { RemoteModuleRef } from '../../remotes/preload';

/** The remote modules the dashboard draws: its page renders them, and the portal preloads them on its way there. */
export const DASHBOARD_WIDGETS: readonly RemoteModuleRef[] = [{ remote: 'calendar', module: './EventsAtAGlance' }];
