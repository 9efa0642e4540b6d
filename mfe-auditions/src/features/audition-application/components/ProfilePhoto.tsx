import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { HeadshotInfo } from '@greenroom/contracts';
import { BreakableText, SectionCard } from '@greenroom/sdk';
import { imageDataUrl } from '../../../common/image-data-url';
import { formatAuditionDate } from '../audition-format';
import { fetchHeadshotImage, useHeadshotInfo } from '../api/headshot';
import { DEFAULT_PHOTO } from './default-photo';
import type { HeadshotChoice } from './headshot-choice';
import styles from './audition.module.css';

/** The stored headshot as a data: URL (see imageDataUrl). */
function useHeadshotImage(headshot: HeadshotInfo | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!headshot) return undefined;
    let cancelled = false;
    fetchHeadshotImage(headshot)
      .then(imageDataUrl)
      .then((url) => !cancelled && setState({ url, failed: false }))
      .catch(() => !cancelled && setState({ url: null, failed: true }));
    return () => {
      cancelled = true;
    };
  }, [headshot]);
  return state;
}

interface ProfilePhotoProps {
  memberId: string;
  /** The photo chosen on the form: "Upload Photo" sends it now, "Submit Pre-Registration" sends it with the form. */
  choice: HeadshotChoice;
}

export function ProfilePhoto({ memberId, choice }: ProfilePhotoProps) {
  const info = useHeadshotInfo(memberId);
  const image = useHeadshotImage(info.data);
  const [displayFailed, setDisplayFailed] = useState(false);

  useEffect(() => setDisplayFailed(false), [image.url]);

  const headshot = info.data;
  const cannotDisplay = Boolean(headshot) && (image.failed || displayFailed);
  const showUpload = choice.panelOpen || !headshot || info.isError;

  return (
    <SectionCard className="mb-4" level={3} title="Profile Photo">
      <p>Please upload a clear headshot. This will be used for the audition program if you are cast.</p>
      {info.isPending ? (
        <p>Loading your profile photo...</p>
      ) : (
        <div className="d-flex flex-wrap gap-4 align-items-start">
          <div>
            <img
              className={styles.photo}
              src={headshot && image.url && !cannotDisplay ? image.url : DEFAULT_PHOTO}
              alt={headshot && !cannotDisplay ? 'Your profile photo' : 'No profile photo'}
              onError={() => setDisplayFailed(true)}
              data-testid="profile-photo"
            />
            {headshot && (
              <p className="mt-2 mb-0" data-testid="photo-uploaded">
                Uploaded {formatAuditionDate(headshot.timeUploaded)}
              </p>
            )}
          </div>
          <div className="flex-grow-1">
            {info.isError && <Alert variant="warning">We could not load your profile photo. You can upload one below.</Alert>}
            {cannotDisplay && <Alert variant="warning">Unable to display your profile photo. You can upload a new one.</Alert>}
            {!headshot && !info.isError && <p>You have not uploaded a photo yet.</p>}
            {headshot && (
              <Button variant="outline-primary" size="lg" className="mb-3" onClick={() => choice.setPanelOpen(!choice.panelOpen)}>
                {choice.panelOpen ? 'Cancel Upload' : 'Upload New Photo'}
              </Button>
            )}
            {showUpload && (
              // Not a <form>: this panel sits inside the pre-registration form.
              <div>
                <Form.Group controlId="headshot-file" className="mb-3">
                  <Form.Label>Choose a photo (an image under 5MB)</Form.Label>
                  <Form.Control
                    type="file"
                    accept="image/*"
                    size="lg"
                    onChange={(event) => choice.choose((event.target as HTMLInputElement).files?.[0] ?? null)}
                  />
                </Form.Group>
                {choice.file && !choice.problem && (
                  <p data-testid="photo-chosen">
                    <BreakableText text={choice.file.name} /> will be sent when you press "Submit Pre-Registration", or now with "Upload Photo".
                  </p>
                )}
                <Button size="lg" onClick={choice.uploadNow} disabled={choice.uploading}>
                  {choice.uploading ? 'Uploading...' : 'Upload Photo'}
                </Button>
              </div>
            )}
            {choice.problem && (
              <Alert variant="danger" className="mt-3">
                {choice.problem}
              </Alert>
            )}
          </div>
        </div>
      )}
    </SectionCard>
  );
}
