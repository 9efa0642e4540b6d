import { ScrollableTable, SectionCard, formatInTheaterZone } from '@greenroom/sdk';
import type { EmailRunStats } from '@greenroom/contracts';
import { Badge, Button } from 'react-bootstrap';
import { useEmailStats } from '../api/email-stats';

const NONE: EmailRunStats = { lastRun: null, recipients: 0, failed: 0, status: null };

export function EmailStatsPanel() {
  const stats = useEmailStats(true);
  const row = (label: string, run: EmailRunStats) => (
    <tr>
      <td>{label}</td>
      <td>{run.lastRun ? formatInTheaterZone(new Date(run.lastRun), { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'}</td>
      <td>{run.recipients}</td>
      <td>
        {run.status ? <Badge bg={run.status === 'Success' ? 'success' : 'danger'}>{run.status}</Badge> : <Badge bg="danger">N/A</Badge>}
        {run.failed > 0 && <span className="ms-2">{run.failed} failed (see the logs)</span>}
      </td>
    </tr>
  );
  return (
    <SectionCard className="mb-4" title="Email Statistics">
      <ScrollableTable label="Email statistics" bordered className="fs-5" columns={['Type', 'Last Run', 'Recipients', 'Status']}>
        <tbody>
          {row('Daily', stats.data?.daily ?? NONE)}
          {row('Weekly', stats.data?.weekly ?? NONE)}
        </tbody>
      </ScrollableTable>
      <Button variant="outline-secondary" onClick={() => void stats.refetch()}>
        Refresh Statistics
      </Button>
    </SectionCard>
  );
}
