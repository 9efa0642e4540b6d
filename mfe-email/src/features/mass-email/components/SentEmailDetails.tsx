import { BreakableText, DataTable, LoadingStatus, messageOr } from '@greenroom/sdk';
import { Alert } from 'react-bootstrap';
import { useCampaignMessage } from '../api/get-campaign-message';
import { sanitizeEmailBody } from '../lib/sanitize-email-body';

const STATUS_TEXT = { queued: 'Waiting', sent: 'Delivered', failed: 'Failed' } as const;

/** One sent e-mail as it went out: sender, subject, body, attachments, recipients and how delivery went. */
export function SentEmailDetails({ campaignId }: { campaignId: string }) {
  const message = useCampaignMessage(campaignId, true);
  if (message.isPending) return <LoadingStatus>Loading the e-mail...</LoadingStatus>;
  if (message.isError) return <Alert variant="danger">{messageOr(message.error, 'Unable to load this e-mail.')}</Alert>;
  const { campaign, recipients } = message.data;
  return (
    <div data-testid="sent-email-details">
      <p className="mb-1">
        <strong>Subject:</strong> {campaign.subject}
      </p>
      <p className="mb-1">
        <strong>From:</strong> {message.data.fromName} &lt;
        <BreakableText text={message.data.fromEmail} />
        &gt;, replies to <BreakableText text={message.data.replyTo} />
      </p>
      <p>
        <strong>Delivery:</strong> {campaign.sent} delivered, {campaign.failed} failed, {campaign.queued} waiting, of {campaign.total}.
      </p>
      {message.data.attachments.length > 0 && (
        <p>
          <strong>Attachments:</strong> {message.data.attachments.join(', ')}
        </p>
      )}
      {/* Stored sanitized by the server; sanitized again for display. */}
      <div className="border rounded p-3 mb-3 bg-white" dangerouslySetInnerHTML={{ __html: sanitizeEmailBody(message.data.body) }} />
      <DataTable label="Recipients" bordered size="sm" className="mb-0">
        <caption className="caption-top">Recipients ({recipients.length})</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient) => (
            <tr key={`${recipient.email}-${recipient.name}`}>
              <td>{recipient.name}</td>
              <td>
                <BreakableText text={recipient.email} />
              </td>
              <td>{STATUS_TEXT[recipient.status]}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
