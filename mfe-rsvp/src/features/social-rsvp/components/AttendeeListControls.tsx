import type { Attendee } from '@greenroom/contracts';
import { LoadingStatus, messageOr } from '@greenroom/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { AttendeeColumns } from '../../../common/AttendeeColumns';

export interface AttendeeListControlsProps {
  open: boolean;
  onToggle: () => void;
  /** The list's query, which the caller enables while `open`. */
  attendees: UseQueryResult<Attendee[]>;
  download: () => Promise<void>;
  labels: { show: string; hide: string; download: string };
  /** Where the list is drawn: over a coloured notice it needs its own white ground. */
  listClassName?: string;
}

/** Show or hide an event's attendee list, and download it as CSV: the current season's and earlier ones alike. */
export function AttendeeListControls({ open, onToggle, attendees, download, labels, listClassName = 'mt-3' }: AttendeeListControlsProps) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-dark" aria-expanded={open} onClick={onToggle}>
          {open ? labels.hide : labels.show}
        </Button>
        <Button
          variant="outline-dark"
          onClick={() => {
            setDownloadError(null);
            download().catch((cause: unknown) => setDownloadError(messageOr(cause, 'Failed to fetch attendees')));
          }}
        >
          {labels.download}
        </Button>
      </div>
      {downloadError && <p className="text-danger mt-2 mb-0">{downloadError}</p>}
      {open && (
        <div className={listClassName}>
          {attendees.isFetching && !attendees.data && <LoadingStatus>Loading attendee list...</LoadingStatus>}
          {attendees.isError && <p className="text-danger mb-0">Unable to load attendee list. Please try again.</p>}
          {attendees.data && attendees.data.length === 0 && <p className="mb-0">No one said yes.</p>}
          {attendees.data && attendees.data.length > 0 && <AttendeeColumns attendees={attendees.data} />}
        </div>
      )}
    </>
  );
}
