import type { ReactNode } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { formatDay } from '../../../common/event-time';

/** The add and edit dialogs' title: what is being done, with the day (YYYY-MM-DD) beneath it. */
export function EventDialogHeader({ titleId, children, day }: { titleId: string; children: ReactNode; day: string }) {
  return (
    <Modal.Header closeButton closeLabel="Close">
      <Modal.Title id={titleId}>
        {children}
        <div className="fs-5 fw-normal">{formatDay(day)}</div>
      </Modal.Title>
    </Modal.Header>
  );
}

/** What the add and edit dialogs show once the event is saved: the message, and the buttons that follow. */
export function EventSaved({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <Modal.Body>
        <Alert variant="success" role={undefined} className="fs-5 mb-0">
          {message}
        </Alert>
      </Modal.Body>
      <Modal.Footer>{children}</Modal.Footer>
    </>
  );
}
