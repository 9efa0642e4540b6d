import { ConfirmDialog, formatInTheaterZone, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useFeedStatus, useRenewFeed, useRevokeFeed, useShowFeedLink } from '../api/calendar-feed';
import { AppleCalendarSteps } from './AppleCalendarSteps';

/** On the theater's clock, as every time beside "Times are Eastern Time.": "November 25, 2026", "November 25, 2026 at 3:40 PM". */
const onDay = (iso: string) => formatInTheaterZone(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' });
const atTime = (iso: string) => formatInTheaterZone(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });

/** Beyond the spec: the member's private link for subscribing to the calendar from a phone or computer. */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const status = useFeedStatus(true);
  const renew = useRenewFeed();
  const revoke = useRevokeFeed();
  const showLink = useShowFeedLink();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmingShow, setConfirmingShow] = useState(false);

  const makeLink = async () => {
    setConfirming(false);
    setError(null);
    setCopied(false);
    try {
      setUrl((await renew.mutateAsync()).url);
    } catch (failure) {
      setError(messageOr(failure, 'Could not create your calendar link. Please try again.'));
    }
  };
  const showCurrentLink = async () => {
    setConfirmingShow(false);
    setError(null);
    setCopied(false);
    try {
      setUrl((await showLink.mutateAsync()).url);
    } catch (failure) {
      setError(messageOr(failure, 'Could not show your calendar link. Please try again.'));
    }
  };
  const turnOff = async () => {
    setError(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
    } catch (failure) {
      setError(messageOr(failure, 'Could not turn off your calendar link. Please try again.'));
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const active = url !== null || status.data?.active === true;
  // A new link silently breaks the one the member's calendar app reads: ask first.
  const askForNewLink = () => (active ? setConfirming(true) : void makeLink());

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="subscribe-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="subscribe-title">Subscribe to the calendar</Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">
        <p>Add the theater&apos;s events to the calendar on your phone or computer. It updates by itself; you cannot change events from there.</p>
        <p>Your link is private: anyone who has it can read the calendar. You can turn it off or make a new one at any time.</p>
        {error && <Alert variant="danger">{error}</Alert>}
        {url ? (
          <>
            <Form.Group className="mb-3" controlId="subscribe-url">
              <Form.Label>Your calendar link</Form.Label>
              <Form.Control readOnly value={url} onFocus={(event) => event.target.select()} />
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button href={url.replace(/^https?:/, 'webcal:')}>Open in my calendar app</Button>
              <Button variant="outline-primary" onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </>
        ) : (
          status.data?.active && (
            <div data-testid="current-feed-link">
              <p>
                Your current link was made on {status.data.createdAt ? onDay(status.data.createdAt) : 'an unknown day'}.{' '}
                {status.data.canShowAgain
                  ? 'To add the calendar to another phone, tablet or computer, choose "Add to another device".'
                  : 'It was made before links could be shown again: to add another device, make a new link and add it on each device.'}
              </p>
              <p>
                {status.data.lastFetchedAt
                  ? `A calendar app last fetched it on ${atTime(status.data.lastFetchedAt)}, so your calendar is up to date.`
                  : 'No calendar app has fetched it yet.'}
              </p>
            </div>
          )
        )}
        <AppleCalendarSteps />
      </Modal.Body>
      <Modal.Footer>
        {!url && status.data?.canShowAgain && (
          <Button variant="outline-primary" onClick={() => setConfirmingShow(true)} disabled={showLink.isPending}>
            Add to another device
          </Button>
        )}
        {active && (
          <Button variant="outline-danger" onClick={turnOff} disabled={revoke.isPending}>
            Turn off my link
          </Button>
        )}
        <Button onClick={askForNewLink} disabled={renew.isPending}>
          {active ? 'Make a new link' : 'Create my link'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
      <ConfirmDialog
        show={confirming}
        title="Make a new link?"
        confirmLabel="Make a new link"
        busyLabel="Making a new link..."
        busy={renew.isPending}
        onConfirm={() => void makeLink()}
        onCancel={() => setConfirming(false)}
      >
        <p>Your calendar app will stop updating until you add the new link.</p>
        <p className="mb-0">
          The link you have now stops working at once. Afterwards, remove the old calendar from your calendar app and add the new link.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirmingShow}
        title="Show your calendar link?"
        confirmLabel="Show my link"
        busyLabel="Showing your link..."
        busy={showLink.isPending}
        onConfirm={() => void showCurrentLink()}
        onCancel={() => setConfirmingShow(false)}
      >
        <p>Your calendar app keeps updating: this is the same link, for another phone, tablet or computer.</p>
        <p className="mb-0">Anyone who has the link can read the calendar, so show it only where no one else is reading your screen.</p>
      </ConfirmDialog>
    </Modal>
  );
}
