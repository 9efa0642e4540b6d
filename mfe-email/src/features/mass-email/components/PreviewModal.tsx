import type { RecipientPreviewItem } from '@greenroom/contracts';
import DOMPurify from 'dompurify';
import { Button, Modal, Table } from 'react-bootstrap';

interface Props {
  show: boolean;
  count: number;
  recipients: RecipientPreviewItem[];
  subject: string;
  body: string;
  onClose: () => void;
}

/** The first 20 recipients and the message as composed (merge tags still shown as tags). */
export function PreviewModal({ show, count, recipients, subject, body, onClose }: Props) {
  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="mass-email-preview-title">
      <Modal.Header closeButton>
        <Modal.Title id="mass-email-preview-title">Email Preview</Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">
        <p>
          <strong>Subject:</strong> {subject}
        </p>
        {/* Sanitized here for display, and again by the server before anything is sent. */}
        <div className="border rounded p-3 mb-3" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(body) }} />
        <h2 className="h5">
          Recipients (showing {recipients.length} of {count})
        </h2>
        <Table bordered size="sm">
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
                <td>{recipient.email}</td>
                <td>{recipient.status}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <Button size="lg" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
