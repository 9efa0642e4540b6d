import { BreakableText, SectionCard } from '@greenroom/sdk';
import type { EmailLogType } from '@greenroom/contracts';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useEmailLogs } from '../api/email-logs';
import styles from './EmailLogsPanel.module.css';

export function EmailLogsPanel() {
  const logs = useEmailLogs(true);
  const [type, setType] = useState<EmailLogType>('daily');
  const content = logs.data?.logs.find((log) => log.type === type)?.content ?? '';
  return (
    <SectionCard className="mb-4" title="Email Service Logs">
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Form.Group controlId="log-type">
          <Form.Label>Log type</Form.Label>
          <Form.Select value={type} onChange={(event) => setType(event.target.value as EmailLogType)}>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="test">Test Email Logs</option>
          </Form.Select>
        </Form.Group>
        <Button variant="outline-secondary" onClick={() => void logs.refetch()}>
          Refresh
        </Button>
      </div>
      {content ? (
        // Long addresses, dates and campaign ids wrap at their own break points on a phone, never in half.
        <pre className={styles.viewer} data-testid="email-log-viewer">
          <BreakableText text={content} />
        </pre>
      ) : (
        <p>No logs available for the selected type.</p>
      )}
    </SectionCard>
  );
}
