import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import {
  AUDITION_PROBLEMS_HEADING,
  DEFAULT_AUDITION_LOCATION,
  auditionProblems,
  type AuditionSubmission,
  type Member,
  type MemberProfilePatch,
} from '@greenroom/contracts';
import { ApiError, updateSessionMember } from '@greenroom/sdk';
import { fetchHeadshotImage, fetchHeadshotInfo } from '../api/headshot';
import { patchMemberProfile } from '../api/member-profile';
import { useShowCharacters } from '../api/show-characters';
import { submitAuditionApplication } from '../api/submit-application';
import { formatAuditionDate, formatAuditionTime, formatDateRange } from '../audition-format';
import type { GroupedAudition } from '../audition-groups';
import { CharacterSelection } from './CharacterSelection';
import { ProfilePhoto } from './ProfilePhoto';
import styles from './audition.module.css';

interface AuditionFormProps {
  audition: GroupedAudition;
  member: Member;
  onSubmitted: (showName: string) => void;
}

const SHEET_ERROR = 'An error occurred while generating the audition sheet.';

export function AuditionForm({ audition, member, onSubmitted }: AuditionFormProps) {
  const showName = audition.Category;
  const characters = useShowCharacters(showName);
  const loaded = useRef({ landline: member.Landline ?? '', mobile: member.Mobile ?? '', showBio: member.Show_Bio ?? '' });
  const [landline, setLandline] = useState(loaded.current.landline);
  const [mobile, setMobile] = useState(loaded.current.mobile);
  const [showBio, setShowBio] = useState(loaded.current.showBio);
  const [conflicts, setConflicts] = useState('');
  const [selectedDates, setSelectedDates] = useState<string[]>([]);
  const [selectedCharacters, setSelectedCharacters] = useState<string[]>([]);
  const [acceptOtherRole, setAcceptOtherRole] = useState<'' | 'Yes' | 'No'>('');
  const [showAll, setShowAll] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sheetMessage, setSheetMessage] = useState<{ variant: 'danger' | 'warning'; text: string } | null>(null);
  const [sheetBusy, setSheetBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const characterList = characters.data ?? [];
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const chosenDates = audition.dates.filter((date) => selectedDates.includes(date.id));

  async function downloadSheet() {
    setSheetMessage(null);
    setSheetBusy(true);
    try {
      // pdf-lib is large: it loads only when a sheet is asked for.
      const [{ buildAuditionSheet, sheetFileName }, { fetchSheetTemplate }, { downloadPdf }] = await Promise.all([
        import('../../../shared/audition-sheet/build-audition-sheet'),
        import('../../../shared/audition-sheet/sheet-template'),
        import('../../../shared/audition-sheet/download-pdf'),
      ]);
      const template = await fetchSheetTemplate();
      let headshot: Uint8Array | null = null;
      let headshotFailed = false;
      try {
        const info = await fetchHeadshotInfo(member.id);
        headshot = info ? await fetchHeadshotImage(info) : null;
      } catch (error) {
        console.warn('The headshot could not be loaded for the audition sheet', error);
        headshotFailed = true;
      }
      const sheet = await buildAuditionSheet(
        template,
        {
          firstName: member.First_Name,
          lastName: member.Last_Name,
          email: member.Email,
          mobile,
          landline,
          showName,
          dates: chosenDates.map((date) => formatDateRange(date.StartDateTime, date.EndDateTime)),
          characters: selectedCharacters,
          acceptOtherRole,
          conflicts,
        },
        headshot,
      );
      downloadPdf(sheet.bytes, sheetFileName(member.Last_Name));
      if (headshotFailed || sheet.headshotFailed) setSheetMessage({ variant: 'warning', text: 'Your profile photo could not be added to the audition sheet; the sheet was made without it.' });
    } catch (error) {
      console.error(error);
      setSheetMessage({ variant: 'danger', text: SHEET_ERROR });
    } finally {
      setSheetBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const found = auditionProblems(
      { firstName: member.First_Name, lastName: member.Last_Name, email: member.Email, mobile, showBio, acceptOtherRole, selectedCharacters, selectedDateCount: selectedDates.length },
      characterList.length > 0,
    );
    setProblems(found);
    if (found.length > 0) {
      // Focus brings the alert into view and has screen readers read it.
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setSubmitting(true);
    const changes: MemberProfilePatch = {};
    if (landline !== loaded.current.landline) changes.Landline = landline;
    if (mobile !== loaded.current.mobile) changes.Mobile = mobile;
    if (showBio !== loaded.current.showBio) changes.Show_Bio = showBio;
    if (Object.keys(changes).length > 0) {
      try {
        await patchMemberProfile(member.id, changes);
        updateSessionMember({ ...member, Landline: landline || null, Mobile: mobile || null, Show_Bio: showBio || null });
      } catch (error) {
        // Spec 02 §7: a failed profile update is only logged and does not block the submission.
        console.warn('The profile update failed', error);
      }
    }
    const now = new Date();
    const payload: AuditionSubmission = {
      memberId: member.id,
      firstName: member.First_Name,
      lastName: member.Last_Name,
      email: member.Email,
      landline: landline ?? '',
      mobile,
      showBio,
      auditionId: audition.id,
      showName,
      location: audition.Location || DEFAULT_AUDITION_LOCATION,
      selectedDates: chosenDates.map((date) => ({
        id: date.id,
        date: formatAuditionDate(date.StartDateTime),
        startTime: formatAuditionTime(date.StartDateTime),
        endTime: formatAuditionTime(date.EndDateTime),
        unixStart: date.StartDateTime,
        unixEnd: date.EndDateTime,
      })),
      selectedCharacters,
      acceptOtherRole,
      conflicts: conflicts ?? '',
      submissionTimestamp: Math.floor(now.getTime() / 1000),
      submissionDate: now.toISOString(),
      userAgent: navigator.userAgent,
      submissionMethod: 'web',
    };
    try {
      await submitAuditionApplication(payload);
      onSubmitted(showName);
    } catch (error) {
      setSubmitError(error instanceof ApiError ? (error.serverMessage ?? 'Failed to submit application') : 'An error occurred while submitting your application. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <h2 className="mb-4">{showName} Audition Pre-Registration</h2>

      <div ref={alertRef} tabIndex={-1}>
        {problems.length > 0 && (
          <Alert variant="danger" data-testid="audition-problems">
            <p className="fw-bold mb-2">{AUDITION_PROBLEMS_HEADING}</p>
            <ul className="mb-0">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {submitError && <Alert variant="danger">{submitError}</Alert>}
      </div>

      <Card className="mb-4">
        <Card.Header as="h3" className="h5">
          Audition Information
        </Card.Header>
        <Card.Body>
          <p>
            <strong>Location:</strong> {audition.Location || DEFAULT_AUDITION_LOCATION}
          </p>
          {audition.Details && <p className="mb-0">{audition.Details}</p>}
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Header as="h3" className="h5">
          Audition Date Confirmation
        </Card.Header>
        <Card.Body>
          <fieldset>
            <legend className="fs-5">Please select which date(s) you plan to attend:</legend>
            {audition.dates.map((date) => (
              <Form.Check
                key={date.id}
                className={styles.choice}
                type="checkbox"
                id={`audition-date-${date.id}`}
                label={formatDateRange(date.StartDateTime, date.EndDateTime)}
                checked={selectedDates.includes(date.id)}
                onChange={() => setSelectedDates((list) => toggle(list, date.id))}
              />
            ))}
          </fieldset>
        </Card.Body>
      </Card>

      <ProfilePhoto memberId={member.id} />

      <Card className="mb-4">
        <Card.Header as="h3" className="h5">
          Personal Information
        </Card.Header>
        <Card.Body>
          <Row className="g-3">
            <Col md={6}>
              <Form.Group controlId="audition-first-name">
                <Form.Label>First Name</Form.Label>
                <Form.Control size="lg" value={member.First_Name} readOnly plaintext />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="audition-last-name">
                <Form.Label>Last Name</Form.Label>
                <Form.Control size="lg" value={member.Last_Name} readOnly plaintext />
              </Form.Group>
            </Col>
            <Col md={12}>
              <Form.Group controlId="audition-email">
                <Form.Label>Email</Form.Label>
                <Form.Control size="lg" value={member.Email} readOnly plaintext />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="audition-landline">
                <Form.Label>Landline</Form.Label>
                <Form.Control size="lg" type="tel" value={landline} onChange={(event) => setLandline(event.target.value)} />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="audition-mobile">
                <Form.Label>Mobile</Form.Label>
                <Form.Control size="lg" type="tel" value={mobile} onChange={(event) => setMobile(event.target.value)} />
              </Form.Group>
            </Col>
          </Row>
        </Card.Body>
      </Card>

      {characterList.length > 0 && (
        <CharacterSelection
          characters={characterList}
          memberGender={member.Gender}
          showAll={showAll}
          onShowAll={setShowAll}
          selected={selectedCharacters}
          onToggle={(name) => setSelectedCharacters((list) => toggle(list, name))}
          acceptOtherRole={acceptOtherRole}
          onAcceptOtherRole={setAcceptOtherRole}
        />
      )}

      <Card className="mb-4">
        <Card.Header as="h3" className="h5">
          Show Bio
        </Card.Header>
        <Card.Body>
          <Form.Group controlId="audition-show-bio">
            <Form.Label>Recent Theater Bio:</Form.Label>
            <Form.Control as="textarea" rows={5} value={showBio} onChange={(event) => setShowBio(event.target.value)} />
            <Form.Text>Your bio is saved to your member profile.</Form.Text>
          </Form.Group>
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Header as="h3" className="h5">
          Schedule Conflicts
        </Card.Header>
        <Card.Body>
          <Form.Group controlId="audition-conflicts">
            <Form.Label>Please list any dates you cannot attend rehearsals or performances:</Form.Label>
            <Form.Control as="textarea" rows={3} value={conflicts} onChange={(event) => setConflicts(event.target.value)} />
          </Form.Group>
        </Card.Body>
      </Card>

      {sheetMessage && <Alert variant={sheetMessage.variant}>{sheetMessage.text}</Alert>}
      <div className="d-flex flex-wrap gap-3 mb-5">
        <Button variant="outline-primary" size="lg" onClick={downloadSheet} disabled={sheetBusy}>
          Download Audition Sheet
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Pre-Registration'}
        </Button>
      </div>
    </Form>
  );
}
