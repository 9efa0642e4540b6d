import { RemoteWidget } from '../../../remotes';
import { DASHBOARD_WIDGETS } from '../dashboard-widgets';
import { TheaterMasks } from './TheaterMasks';

/** /dashboard (docs/spec-summary.md §2.2.12): the header, then the calendar remote's "Events At A Glance". */
export function DashboardPage() {
  return (
    <div>
      <header className="d-flex align-items-center gap-3 mb-4">
        <TheaterMasks />
        <div>
          <h1 className="mb-1">Member Dashboard</h1>
          <p className="lead mb-0">Greenroom Community Theater Company</p>
        </div>
      </header>
      {DASHBOARD_WIDGETS.map(({ remote, module }) => (
        <RemoteWidget key={`${remote}:${module}`} remote={remote} module={module} />
      ))}
    </div>
  );
}
