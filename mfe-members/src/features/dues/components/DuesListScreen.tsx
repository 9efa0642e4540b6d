import { AccessRestricted, BreakableText, DataTable, LoadingStatus, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { downloadDuesList } from '../api/download-dues-list';
import { useDuesList } from '../api/get-dues-list';
import { duesStatusText } from './dues-status-text';
import { longDate } from './long-date';

function DuesList() {
  const dues = useDuesList();
  const [exportError, setExportError] = useState<string | null>(null);
  if (dues.isPending) return <LoadingStatus className="fs-5">Loading the dues list...</LoadingStatus>;
  if (dues.isError) return <Alert variant="danger">{messageOr(dues.error, 'Failed to load the dues list.')}</Alert>;
  const { members, today } = dues.data;
  const overdue = members.filter((member) => member.daysLeft < 0).length;

  return (
    <>
      <p className="fs-5" data-testid="dues-summary">
        {overdue} overdue, {members.length - overdue} due within 30 days (as of {longDate(today)}).
      </p>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Button
          variant="outline-dark"
          size="lg"
          onClick={() => {
            setExportError(null);
            downloadDuesList(today).catch((cause: unknown) => setExportError(messageOr(cause, 'Failed to download the dues list.')));
          }}
        >
          Download the dues list (CSV)
        </Button>
      </div>
      {exportError && <Alert variant="danger">{exportError}</Alert>}
      {members.length === 0 ? (
        <p className="fs-5">No one is overdue or due within the next 30 days.</p>
      ) : (
        <DataTable label="Members due or overdue" striped bordered columns={['Name', 'Status', 'Dues expire', 'Last paid', 'Dues']}>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td>
                  <Link to={`/edit-member-details/${encodeURIComponent(member.Email)}`}>
                    {member.First_Name} {member.Last_Name}
                  </Link>
                  <br />
                  <BreakableText text={member.Email} />
                </td>
                <td>{member.Membership_Status}</td>
                <td>{longDate(member.Dues_Expire)}</td>
                <td>{member.Last_Paid_Date ? longDate(member.Last_Paid_Date) : 'Not recorded'}</td>
                <td>
                  <strong>{duesStatusText(member.daysLeft)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}

/** Admin only: who is overdue and who is due within 30 days, each linked to Edit Member Details to record a payment. */
export function DuesListScreen() {
  return (
    <section data-testid="screen-dues-list">
      <h1>Dues</h1>
      <AccessRestricted permission="Admin">
        <DuesList />
      </AccessRestricted>
    </section>
  );
}
