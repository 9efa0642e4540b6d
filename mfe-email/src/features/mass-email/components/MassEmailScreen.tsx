import {
  ATTACHMENTS_WARNING_BYTES,
  DEFAULT_MASS_EMAIL_GROUPS,
  FALLBACK_MEMBERSHIP_GROUPS,
  FALLBACK_TEAM_CHOICES,
  HIDDEN_MEMBERSHIP_GROUPS,
  type RecipientCriteria,
  type RecipientPreviewItem,
  type TeamFilterType,
} from '@greenroom/contracts';
import { messageOr, useSession } from '@greenroom/sdk';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Button, Card, Col, Form, Modal, Row } from 'react-bootstrap';
import { useRecipientCount } from '../api/count-recipients';
import { useMembershipGroups } from '../api/get-membership-groups';
import { useTeamChoices } from '../api/get-team-choices';
import { usePreviewRecipients } from '../api/preview-recipients';
import { useSendMassEmail } from '../api/send-mass';
import { useSendTestEmail } from '../api/send-test';
import { attachmentProblem, readAttachment, type PickedAttachment } from '../hooks/read-attachment';
import { CampaignHistory } from './CampaignHistory';
import { CampaignProgress } from './CampaignProgress';
import styles from './MassEmailScreen.module.css';
import { PreviewModal } from './PreviewModal';
import { RichTextEditor } from './RichTextEditor';

const DEFAULT_FROM_NAME = 'Greenroom Community Theater';
const DEFAULT_FROM_EMAIL = 'office@greenroom.test';
const SUCCESS_MS = 3000;

const isEmpty = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

export function MassEmailScreen() {
  const { member } = useSession();
  const groupsQuery = useMembershipGroups();
  const teamsQuery = useTeamChoices();

  const groups = useMemo(
    () =>
      (groupsQuery.isError ? FALLBACK_MEMBERSHIP_GROUPS : (groupsQuery.data?.groups ?? []))
        .filter((group) => group.count > 0 && !HIDDEN_MEMBERSHIP_GROUPS.includes(group.name))
        .sort((a, b) => b.count - a.count),
    [groupsQuery.data, groupsQuery.isError],
  );
  const teams = teamsQuery.isError ? FALLBACK_TEAM_CHOICES : (teamsQuery.data?.choices ?? []);
  const defaultGroups = useMemo(() => groups.filter((group) => DEFAULT_MASS_EMAIL_GROUPS.includes(group.name)).map((group) => group.name), [groups]);

  const [selectedGroups, setSelectedGroups] = useState<string[] | null>(null);
  const [selectedTeams, setSelectedTeams] = useState<string[]>([]);
  const [teamFilterType, setTeamFilterType] = useState<TeamFilterType>('OR');
  const [fromName, setFromName] = useState(DEFAULT_FROM_NAME);
  const [fromEmail, setFromEmail] = useState(DEFAULT_FROM_EMAIL);
  const [replyToEmail, setReplyToEmail] = useState(member?.Email ?? DEFAULT_FROM_EMAIL);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [attachments, setAttachments] = useState<PickedAttachment[]>([]);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<RecipientPreviewItem[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [campaignId, setCampaignId] = useState<string | null>(null);

  // Default groups (Active and LTM, when they have members) once the counts arrive.
  useEffect(() => {
    if (selectedGroups === null && groups.length > 0) setSelectedGroups(defaultGroups);
  }, [groups, defaultGroups, selectedGroups]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const criteria: RecipientCriteria = { groups: selectedGroups ?? [], teams: selectedTeams, teamFilterType };
  const countQuery = useRecipientCount(criteria);
  const count = criteria.groups.length === 0 || countQuery.isError ? 0 : (countQuery.data?.count ?? 0);
  const previewCall = usePreviewRecipients();
  const testCall = useSendTestEmail();
  const sendCall = useSendMassEmail();
  const totalBytes = attachments.reduce((sum, item) => sum + item.size, 0);

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

  /** The spec's checks, in its order, before preview, test send or send. */
  const problem = (): string | null => {
    if (subject.trim() === '') return 'Please enter a subject line';
    if (isEmpty(body)) return 'Please enter email content';
    if (criteria.groups.length === 0) return 'Please select at least one membership group';
    if (attachmentError) return `Please fix the attachment issue: ${attachmentError}`;
    if (count === 0) return 'There are no recipients that match your criteria';
    return null;
  };
  const checked = (): boolean => {
    const found = problem();
    setError(found);
    return found === null;
  };

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let current = attachments;
    for (const file of files) {
      const issue = attachmentProblem(file, current);
      if (issue) {
        setAttachmentError(issue);
        return;
      }
      try {
        current = [...current, await readAttachment(file)];
      } catch {
        setAttachmentError(`Failed to process attachment: ${file.name}`);
        return;
      }
    }
    setAttachmentError(null);
    setAttachments(current);
  };

  const message = () => ({ fromName, fromEmail, replyToEmail, subject, body, attachments: attachments.map(({ size: _size, ...rest }) => rest), ...criteria });

  const openPreview = () => {
    if (!checked()) return;
    previewCall.mutate(criteria, { onSuccess: (data) => setPreview(data.recipients), onError: (failure) => setError(messageOr(failure, 'Failed to fetch recipients')) });
  };

  const sendTest = () => {
    if (!checked()) return;
    testCall.mutate(
      { ...message(), testRecipient: member?.Email },
      { onSuccess: (data) => setNotice(data.message), onError: (failure) => setError(`Error sending test email: ${messageOr(failure, 'Failed to send email')}`) },
    );
  };

  const send = () => {
    setConfirming(false);
    sendCall.mutate(message(), {
      onSuccess: (data) => {
        setCampaignId(data.campaignId);
        setNotice(data.message);
        setSubject('');
        setBody('');
        setEditorKey((key) => key + 1);
        setAttachments([]);
        setSelectedTeams([]);
        setTeamFilterType('OR');
        setSelectedGroups(defaultGroups);
      },
      onError: (failure) => setError(`Error sending email: ${messageOr(failure, 'Failed to send email')}`),
    });
  };

  return (
    <section data-testid="screen-mass-email" className={styles.screen}>
      <h1>Mass Email</h1>
      {groupsQuery.isError && <Alert variant="warning">Failed to fetch membership groups</Alert>}
      {teamsQuery.isError && <Alert variant="warning">Failed to fetch team options</Alert>}

      {campaignId && (
        <Card className="mb-4">
          <Card.Header as="h2" className="h4">
            Sending progress
          </Card.Header>
          <Card.Body>
            <CampaignProgress campaignId={campaignId} />
          </Card.Body>
        </Card>
      )}

      <Card className="mb-4">
        <Card.Header as="h2" className="h4">
          Recipients
        </Card.Header>
        <Card.Body>
          <fieldset className="mb-3">
            <legend className="fs-5">Membership groups</legend>
            <div className={styles.columns}>
              {groups.map((group) => (
                <Form.Check
                  key={group.name}
                  id={`group-${group.name}`}
                  className={styles.check}
                  label={`${group.name} (${group.count})`}
                  checked={(selectedGroups ?? []).includes(group.name)}
                  onChange={() => setSelectedGroups(toggle(selectedGroups ?? [], group.name))}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="mb-3">
            <legend className="fs-5">Teams (optional)</legend>
            <div className="mb-2">
              <Form.Check inline type="radio" name="team-filter" id="team-filter-or" label="In any selected team (OR)" checked={teamFilterType === 'OR'} onChange={() => setTeamFilterType('OR')} />
              <Form.Check inline type="radio" name="team-filter" id="team-filter-and" label="In all selected teams (AND)" checked={teamFilterType === 'AND'} onChange={() => setTeamFilterType('AND')} />
            </div>
            <div className={styles.columns}>
              {teams.map((team) => (
                <Form.Check key={team} id={`team-${team}`} className={styles.check} label={team} checked={selectedTeams.includes(team)} onChange={() => setSelectedTeams(toggle(selectedTeams, team))} />
              ))}
            </div>
          </fieldset>
          <p className="fs-4 mb-0" aria-live="polite" data-testid="recipient-count">
            Recipients: <strong>{count}</strong>
          </p>
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Header as="h2" className="h4">
          Message
        </Card.Header>
        <Card.Body>
          <Row className="g-3 mb-3">
            <Col md={4}>
              <Form.Group controlId="mass-from-name">
                <Form.Label>From name</Form.Label>
                <Form.Control required value={fromName} onChange={(event) => setFromName(event.target.value)} />
              </Form.Group>
            </Col>
            <Col md={4}>
              <Form.Group controlId="mass-from-email">
                <Form.Label>From email</Form.Label>
                <Form.Control required type="email" value={fromEmail} onChange={(event) => setFromEmail(event.target.value)} />
              </Form.Group>
            </Col>
            <Col md={4}>
              <Form.Group controlId="mass-reply-to">
                <Form.Label>Reply-to email</Form.Label>
                <Form.Control required type="email" value={replyToEmail} onChange={(event) => setReplyToEmail(event.target.value)} />
              </Form.Group>
            </Col>
          </Row>
          <Form.Group controlId="mass-subject" className="mb-3">
            <Form.Label>Subject</Form.Label>
            <Form.Control required value={subject} onChange={(event) => setSubject(event.target.value)} />
          </Form.Group>
          <div className="mb-3">
            <span className="form-label d-block">Email content</span>
            <RichTextEditor key={editorKey} onChange={setBody} />
          </div>
          <Form.Group controlId="mass-attachments" className="mb-2">
            <Form.Label>Attachments (pdf, doc, docx, png, jpg, jpeg; 10MB each, 20MB in all)</Form.Label>
            <Form.Control type="file" multiple accept=".pdf,.doc,.docx,.png,.jpg,.jpeg" onChange={(event) => void addFiles(event as ChangeEvent<HTMLInputElement>)} />
          </Form.Group>
          {attachmentError && <Alert variant="danger">{attachmentError}</Alert>}
          {totalBytes > ATTACHMENTS_WARNING_BYTES && <Alert variant="warning">Large attachments may affect email delivery. Consider using a link to download files instead.</Alert>}
          {attachments.length > 0 && (
            <ul className="fs-5">
              {attachments.map((attachment) => (
                <li key={attachment.filename}>
                  {attachment.filename} ({Math.ceil(attachment.size / 1024)} KB){' '}
                  <Button variant="link" onClick={() => setAttachments(attachments.filter((item) => item !== attachment))}>
                    Remove {attachment.filename}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
      </Card>

      {error && (
        <Alert variant="danger" onClose={() => setError(null)} dismissible>
          {error}
        </Alert>
      )}
      {notice && <Alert variant="success">{notice}</Alert>}
      <div className="d-flex flex-wrap gap-3 mb-5">
        <Button size="lg" variant="outline-primary" disabled={count === 0 || previewCall.isPending} onClick={openPreview}>
          Preview
        </Button>
        <Button size="lg" variant="outline-secondary" disabled={testCall.isPending} onClick={sendTest}>
          {testCall.isPending ? 'Sending test...' : 'Send Test to Me'}
        </Button>
        <Button size="lg" variant="primary" disabled={sendCall.isPending} onClick={() => checked() && setConfirming(true)}>
          {sendCall.isPending ? 'Sending...' : 'Send Email'}
        </Button>
      </div>

      <h2 className="h3">Sent emails</h2>
      <CampaignHistory />

      <PreviewModal show={preview !== null} count={count} recipients={preview ?? []} subject={subject} body={body} onClose={() => setPreview(null)} />
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="mass-email-confirm-title">
        <Modal.Header closeButton>
          <Modal.Title id="mass-email-confirm-title">Send email</Modal.Title>
        </Modal.Header>
        <Modal.Body className="fs-5">Are you sure you want to send this email to {count} members?</Modal.Body>
        <Modal.Footer>
          <Button size="lg" variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button size="lg" variant="primary" onClick={send}>
            Yes, send it
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
