import { BreakableText, DataTable, formatInTheaterZone } from '@greenroom/sdk';
import { Fragment, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useCampaignHistory } from '../api/get-campaigns';
import { SentEmailDetails } from './SentEmailDetails';

/** The sent mass e-mails, newest first; each opens to show what it said, to whom, and how delivery went. */
export function CampaignHistory() {
  const { data, isPending, isError } = useCampaignHistory();
  const [open, setOpen] = useState<string | null>(null);
  if (isPending) return <p>Loading sent emails...</p>;
  if (isError) return <p className="text-danger">Unable to load the sent emails.</p>;
  if (data.campaigns.length === 0) return <p>No mass emails have been sent yet.</p>;
  return (
    <DataTable label="Sent emails" bordered className="fs-5" columns={['Sent', 'Subject', 'Recipients', 'Delivered', 'Failed']}>
      <tbody>
        {data.campaigns.map((campaign) => (
          <Fragment key={campaign.id}>
            <tr>
              <td>
                {formatInTheaterZone(new Date(campaign.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                {campaign.createdBy ? <div className="small">by {campaign.createdBy}</div> : null}
              </td>
              <td>
                <Button
                  variant="link"
                  className="p-0 text-start fs-5"
                  aria-expanded={open === campaign.id}
                  aria-controls={`sent-email-${campaign.id}`}
                  onClick={() => setOpen(open === campaign.id ? null : campaign.id)}
                >
                  {campaign.subject}
                </Button>
              </td>
              <td>{campaign.total}</td>
              <td>
                {campaign.sent}
                {!campaign.finished && (
                  <Badge bg="info" text="dark" className="ms-2">
                    sending
                  </Badge>
                )}
              </td>
              <td>
                {campaign.failed}
                {campaign.failures.length > 0 && (
                  <ul className="small mb-0">
                    {campaign.failures.map((failure) => (
                      <li key={failure.email}>
                        <BreakableText text={failure.email} />: {failure.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
            {open === campaign.id && (
              <tr id={`sent-email-${campaign.id}`}>
                <td colSpan={5}>
                  <SentEmailDetails campaignId={campaign.id} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </DataTable>
  );
}
