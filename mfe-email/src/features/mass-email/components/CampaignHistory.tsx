import { ScrollableTable, formatInTheaterZone } from '@greenroom/sdk';
import { Badge } from 'react-bootstrap';
import { useCampaignHistory } from '../api/get-campaigns';

export function CampaignHistory() {
  const { data, isPending, isError } = useCampaignHistory();
  if (isPending) return <p>Loading sent emails...</p>;
  if (isError) return <p className="text-danger">Unable to load the sent emails.</p>;
  if (data.campaigns.length === 0) return <p>No mass emails have been sent yet.</p>;
  return (
    <ScrollableTable label="Sent emails" bordered className="fs-5" columns={['Sent', 'Subject', 'Recipients', 'Delivered', 'Failed']}>
      <tbody>
        {data.campaigns.map((campaign) => (
          <tr key={campaign.id}>
            <td>
              {formatInTheaterZone(new Date(campaign.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              {campaign.createdBy ? <div className="small">by {campaign.createdBy}</div> : null}
            </td>
            <td>{campaign.subject}</td>
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
                      {failure.email}: {failure.reason}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
