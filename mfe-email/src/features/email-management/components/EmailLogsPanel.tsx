import { BreakableText, SectionCard, TechnicalDetails } from '@greenroom/sdk';
import type { EmailLogType } from '@greenroom/contracts';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useEmailLogs } from '../api/email-logs';
import styles from './EmailLogsPanel.module.css';

export function EmailLogsPanel() {
  const logs = useEmailLogs(true);
  const [type, setType] = useState<EmailLogType>('daily');
  const runs = logs.data?.logs.find((log) => log.type === type)?.runs ?? [];
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
      {runs.length > 0 ? (
        <div className={styles.viewer} data-testid="email-log-viewer">
          {runs.map((run, index) => (
            <div key={index} className="mb-3">
              {/* Long addresses wrap at their own break points on a phone, never in half. */}
              <pre className={styles.run}>
                <BreakableText text={run.text} />
              </pre>
              {run.campaignId && (
                <TechnicalDetails>
                  Campaign <BreakableText text={run.campaignId} />
                </TechnicalDetails>
              )}
            </div>
          ))}
        </div>
      ) : (
        <p>No logs available for the selected type.</p>
      )}
    </SectionCard>
  );
}
