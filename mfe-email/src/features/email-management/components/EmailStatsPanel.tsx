import { DataTable, SectionCard, formatInTheaterZone } from '@greenroom/sdk';
import type { EmailRunStats } from '@greenroom/contracts';
import { Badge, Button } from 'react-bootstrap';
import { useEmailTimeline } from '../api/email-timeline';
import { useEmailStats } from '../api/email-stats';
import { EmailTimeline } from './timeline/EmailTimeline';

const NONE: EmailRunStats = { lastRun: null, recipients: 0, failed: 0, status: null };

export function EmailStatsPanel() {
  const stats = useEmailStats(true);
  const timeline = useEmailTimeline();
  const row = (label: string, run: EmailRunStats) => (
    <tr>
      <td>{label}</td>
      <td>{run.lastRun ? formatInTheaterZone(new Date(run.lastRun), { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'}</td>
      <td>{run.recipients}</td>
      <td>
        {run.status ? (
          <Badge
            bg={run.status === 'Success' ? 'success' : run.status === 'Sending' ? 'info' : 'danger'}
            text={run.status === 'Sending' ? 'dark' : undefined}
          >
            {run.status}
          </Badge>
        ) : (
          // Nothing has gone wrong before the first run: a neutral word, not a red badge.
          <Badge bg="secondary">Not run yet</Badge>
        )}
        {run.failed > 0 && <span className="ms-2">{run.failed} failed (see the logs)</span>}
      </td>
    </tr>
  );
  return (
    <SectionCard className="mb-4" title="Email Statistics">
      <DataTable label="Email statistics" bordered className="fs-5" columns={['Type', 'Last Run', 'Recipients', 'Status']}>
        <tbody>
          {row('Daily', stats.data?.daily ?? NONE)}
          {row('Weekly', stats.data?.weekly ?? NONE)}
          {row('Test e-mails', stats.data?.test ?? NONE)}
        </tbody>
      </DataTable>
      <EmailTimeline />
      <Button
        variant="outline-secondary"
        onClick={() => {
          void stats.refetch();
          void timeline.refetch();
        }}
      >
        Refresh Statistics
      </Button>
    </SectionCard>
  );
}
