import { emptyTagWarning, unknownMergeTags, type RecipientCriteria, type RecipientPreviewItem } from '@greenroom/contracts';
import { BreakableText, DataTable, LoadingStatus, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useMergeCheck } from '../api/merge-check';
import { sanitizeEmailBody } from '../lib/sanitize-email-body';
import { UnknownMergeTagsAlert } from './UnknownMergeTagsAlert';

interface Props {
  show: boolean;
  count: number;
  recipients: RecipientPreviewItem[];
  criteria: RecipientCriteria;
  subject: string;
  body: string;
  /** The files that go with the message, as the form lists them ("agenda.pdf (120 KB)"). */
  attachments: readonly string[];
  onClose: () => void;
}

/** '' shows the message as written, with its merge tags. */
const AS_WRITTEN = '';

/**
 * The first 20 recipients and the message, as written or as a chosen recipient's copy will read (merged by the
 * server, the same way the send does), with a warning for each tag that some recipients have no value for.
 */
export function PreviewModal({ show, count, recipients, criteria, subject, body, attachments, onClose }: Props) {
  const [asEmail, setAsEmail] = useState(AS_WRITTEN);
  const check = useMergeCheck({ ...criteria, subject, body, ...(asEmail === AS_WRITTEN ? {} : { asEmail }) }, show);
  const copy = asEmail === AS_WRITTEN ? null : check.data?.preview;
  const warnings = (check.data?.emptyTags ?? []).map((tag) => emptyTagWarning(tag, check.data?.total ?? 0)).filter((text) => text !== null);
  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="mass-email-preview-title">
      <Modal.Header closeButton>
        <Modal.Title id="mass-email-preview-title">Email Preview</Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">
        <Form.Group controlId="preview-as" className="mb-3">
          <Form.Label>Show the message as</Form.Label>
          <Form.Select value={asEmail} onChange={(event) => setAsEmail(event.target.value)}>
            <option value={AS_WRITTEN}>Written (merge tags as tags)</option>
            {recipients.map((recipient) => (
              <option key={`${recipient.email}-${recipient.firstName}`} value={recipient.email}>
                {recipient.firstName} {recipient.lastName} would get it
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <UnknownMergeTagsAlert tags={unknownMergeTags(`${subject} ${body}`)} />
        {warnings.length > 0 && (
          <Alert variant="warning" data-testid="empty-tag-warnings">
            {warnings.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        {check.isError && <Alert variant="danger">{messageOr(check.error, 'Failed to merge the message')}</Alert>}
        {asEmail !== AS_WRITTEN && check.isFetching && <LoadingStatus>Merging the message...</LoadingStatus>}
        <p>
          <strong>Subject:</strong> {copy ? copy.subject : subject}
        </p>
        {/* Sanitized here for display, and again by the server before anything is sent. */}
        <div
          className="border rounded p-3 mb-3"
          data-testid="preview-body"
          dangerouslySetInnerHTML={{ __html: sanitizeEmailBody(copy ? copy.html : body) }}
        />
        <p data-testid="preview-attachments">
          <strong>Attachments:</strong> {attachments.length === 0 ? 'none' : attachments.join(', ')}
        </p>
        <h2 className="h5">
          Recipients (showing {recipients.length} of {count})
        </h2>
        <DataTable label="Recipients" bordered size="sm">
          <thead>
            <tr>
              <th scope="col">First Name</th>
              <th scope="col">Last Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {recipients.map((recipient) => (
              <tr key={`${recipient.email}-${recipient.firstName}`}>
                <td>{recipient.firstName}</td>
                <td>{recipient.lastName}</td>
                <td>
                  <BreakableText text={recipient.email} />
                </td>
                <td>{recipient.status}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Modal.Body>
      <Modal.Footer>
        <Button size="lg" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
