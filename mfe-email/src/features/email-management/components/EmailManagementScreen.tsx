import { ApiError, BreakableText, LoadingStatus, SectionCard, useSession } from '@greenroom/sdk';
import { Alert } from 'react-bootstrap';
import { useSchedulerStatus } from '../api/scheduler';
import { EmailLogsPanel } from './EmailLogsPanel';
import { EmailStatsPanel } from './EmailStatsPanel';
import { EmailTestingPanel } from './EmailTestingPanel';
import { QueueDashboardCard } from './QueueDashboardCard';
import { SchedulerPanel } from './SchedulerPanel';

/** What the Admin may do here, in place of a bare "access verified". */
export const ACCESS_NOTE = 'As an office administrator you can send test e-mails and turn the daily and weekly e-mails on or off.';

export function EmailManagementScreen() {
  const { member } = useSession();
  const status = useSchedulerStatus();
  // The server decides: only a successful status call (Admin role on the session) opens the sections.
  const verified = status.isSuccess;
  const forbidden = status.error instanceof ApiError && (status.error.status === 403 || status.error.status === 401);

  return (
    <section data-testid="screen-email-management" className="fs-5">
      <h1>Email Notification Management</h1>
      <SectionCard className="mb-4" title="Admin Dashboard">
        {status.isPending ? (
          <LoadingStatus>Checking access...</LoadingStatus>
        ) : verified ? (
          <>
            <p className="mb-1">
              <strong>
                {member?.First_Name} {member?.Last_Name}
              </strong>
            </p>
            <p className="mb-1">{member && <BreakableText text={member.Email} />}</p>
            <p className="mb-0">{ACCESS_NOTE}</p>
          </>
        ) : forbidden ? (
          <p className="text-danger mb-0">This section requires admin privileges.</p>
        ) : (
          <Alert variant="danger" className="mb-0">
            Failed to initialize email management dashboard.
          </Alert>
        )}
      </SectionCard>
      {verified && (
        <>
          <EmailTestingPanel defaultRecipient={status.data.companyEmail} />
          <SchedulerPanel status={status.data} />
          <EmailStatsPanel />
          <EmailLogsPanel />
          <QueueDashboardCard />
        </>
      )}
    </section>
  );
}
