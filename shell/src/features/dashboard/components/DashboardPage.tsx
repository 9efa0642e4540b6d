import { RemoteWidget } from '../../../remotes';
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
      <RemoteWidget remote="calendar" module="./EventsAtAGlance" />
    </div>
  );
}
