import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Row } from 'react-bootstrap';
import {
  AUDITION_PROBLEMS_HEADING,
  DEFAULT_AUDITION_LOCATION,
  auditionFormSchema,
  auditionProblems,
  type AuditionFormInput,
  type AuditionFormValues,
  type AuditionSubmission,
  type Member,
  type MemberProfilePatch,
  type MyAuditionApplication,
} from '@greenroom/contracts';
import { BreakableText, messageOr, SectionCard, updateSessionMember, useAnnounce } from '@greenroom/sdk';
import { DraftOffer, SchemaForm, TextAreaField, TextField, useFormDraft, useSchemaForm } from '@greenroom/sdk/forms';
import { fetchHeadshotImage, fetchHeadshotInfo } from '../api/headshot';
import { patchMemberProfile } from '../api/member-profile';
import { useShowCharacters } from '../api/show-characters';
import { submitAuditionApplication } from '../api/submit-application';
import { formatAuditionDate, formatAuditionTime, formatDateRange, formatSubmittedDay } from '../audition-format';
import type { GroupedAudition } from '../audition-groups';
import { CharacterSelection } from './CharacterSelection';
import { LargeChoiceGroup } from './LargeChoiceGroup';
import { useHeadshotChoice } from './headshot-choice';
import { ProfilePhoto } from './ProfilePhoto';

interface AuditionFormProps {
  audition: GroupedAudition;
  member: Member;
  /** The member's earlier pre-registration for this show: the form opens with its answers, and submitting updates it. */
  saved?: MyAuditionApplication;
  onSubmitted: (showName: string) => void;
}

/** The saved answer as the form's choice ('Yes', 'No'), or none. */
function savedOtherRole(saved: MyAuditionApplication | undefined): '' | 'Yes' | 'No' {
  const answer = saved?.acceptOtherRole;
  return answer === 'Yes' || answer === 'No' ? answer : '';
}

const SHEET_ERROR = 'An error occurred while generating the audition sheet.';

export function AuditionForm({ audition, member, saved, onSubmitted }: AuditionFormProps) {
  const showName = audition.Category;
  const characters = useShowCharacters(showName);
  const characterList = characters.data ?? [];
  const hasCharacters = characterList.length > 0;
  const loaded = useRef({ landline: member.Landline ?? '', mobile: member.Mobile ?? '', showBio: member.Show_Bio ?? '' });
  const schema = useMemo(() => auditionFormSchema(hasCharacters), [hasCharacters]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      firstName: member.First_Name,
      lastName: member.Last_Name,
      email: member.Email,
      ...loaded.current,
      conflicts: saved?.conflicts ?? '',
      // Only dates still offered: a saved date that has passed cannot be chosen again.
      selectedDates: audition.dates.filter((date) => saved?.selectedDates.some((chosen) => chosen.id === date.id)).map((date) => date.id),
      selectedCharacters: saved?.selectedCharacters ?? [],
      acceptOtherRole: savedOtherRole(saved),
    },
  });
  // What the member types survives a time-out sign-out and is offered back after signing in again.
  const draft = useFormDraft(form, `audition:${member.id}:${showName}`);
  const [problems, setProblems] = useState<string[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sheetMessage, setSheetMessage] = useState<{ variant: 'danger' | 'warning'; text: string } | null>(null);
  const [sheetBusy, setSheetBusy] = useState(false);
  const announce = useAnnounce();
  const photo = useHeadshotChoice(member.id);

  const chosenDates = (selected: string[]) => audition.dates.filter((date) => selected.includes(date.id));

  async function downloadSheet() {
    setSheetMessage(null);
    setSheetBusy(true);
    const values = form.getValues();
    try {
      // pdf-lib is large: it loads only when a sheet is asked for.
      const [{ buildAuditionSheet, sheetFileName, sheetTexts }, { loadSheetFonts }, { fetchSheetTemplate }, { downloadPdf }] = await Promise.all([
        import('../../../common/audition-sheet/build-audition-sheet'),
        import('../../../common/audition-sheet/sheet-fonts'),
        import('../../../common/audition-sheet/sheet-template'),
        import('../../../common/audition-sheet/download-pdf'),
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
      const applicant = {
        firstName: member.First_Name,
        lastName: member.Last_Name,
        email: member.Email,
        mobile: values.mobile,
        landline: values.landline,
        showName,
        dates: chosenDates(values.selectedDates).map((date) => formatDateRange(date.StartDateTime, date.EndDateTime)),
        characters: values.selectedCharacters,
        acceptOtherRole: values.acceptOtherRole,
        conflicts: values.conflicts,
      };
      const sheet = await buildAuditionSheet(template, applicant, headshot, await loadSheetFonts(sheetTexts(applicant)));
      downloadPdf(sheet.bytes, sheetFileName(member.Last_Name));
      if (headshotFailed || sheet.headshotFailed)
        setSheetMessage({ variant: 'warning', text: 'Your profile photo could not be added to the audition sheet; the sheet was made without it.' });
    } catch (error) {
      console.error(error);
      setSheetMessage({ variant: 'danger', text: SHEET_ERROR });
    } finally {
      setSheetBusy(false);
    }
  }

  // The spec's summary of every problem stays above the form; focus goes to the first invalid field. Stable:
  // SchemaForm runs onInvalid again whenever it changes.
  const showProblems = useCallback(() => {
    const values: AuditionFormInput = form.getValues();
    setProblems(auditionProblems({ ...values, selectedDateCount: values.selectedDates.length }, hasCharacters));
  }, [form, hasCharacters]);

  async function submit(values: AuditionFormValues) {
    setProblems([]);
    setSubmitError(null);
    // The chosen photo goes first (the application is read with the member's headshot); unsent, nothing is submitted.
    if (!(await photo.sendChosen())) {
      const message =
        'Your photo could not be sent, so your pre-registration has not been submitted yet. Your answers are kept: see Profile Photo below, then press "Submit Pre-Registration" again.';
      setSubmitError(message);
      announce(message, 'assertive');
      return;
    }
    const changes: MemberProfilePatch = {};
    if (values.landline !== loaded.current.landline) changes.Landline = values.landline;
    if (values.mobile !== loaded.current.mobile) changes.Mobile = values.mobile;
    if (values.showBio !== loaded.current.showBio) changes.Show_Bio = values.showBio;
    if (Object.keys(changes).length > 0) {
      try {
        await patchMemberProfile(member.id, changes);
        updateSessionMember({ ...member, Landline: values.landline || null, Mobile: values.mobile || null, Show_Bio: values.showBio || null });
      } catch (error) {
        // docs/spec-summary.md §2.7: a failed profile update is only logged and does not block the submission.
        console.warn('The profile update failed', error);
      }
    }
    const now = new Date();
    const payload: AuditionSubmission = {
      memberId: member.id,
      firstName: member.First_Name,
      lastName: member.Last_Name,
      email: member.Email,
      landline: values.landline,
      mobile: values.mobile,
      showBio: values.showBio,
      auditionId: audition.id,
      showName,
      location: audition.Location || DEFAULT_AUDITION_LOCATION,
      selectedDates: chosenDates(values.selectedDates).map((date) => ({
        id: date.id,
        date: formatAuditionDate(date.StartDateTime),
        startTime: formatAuditionTime(date.StartDateTime),
        endTime: formatAuditionTime(date.EndDateTime),
        unixStart: date.StartDateTime,
        unixEnd: date.EndDateTime,
      })),
      selectedCharacters: values.selectedCharacters,
      acceptOtherRole: values.acceptOtherRole,
      conflicts: values.conflicts,
      submissionTimestamp: Math.floor(now.getTime() / 1000),
      submissionDate: now.toISOString(),
      userAgent: navigator.userAgent,
      submissionMethod: 'web',
    };
    try {
      await submitAuditionApplication(payload);
      draft.clear();
      onSubmitted(showName);
    } catch (error) {
      const message = messageOr(error, 'Failed to submit application', 'An error occurred while submitting your application. Please try again.');
      setSubmitError(message);
      announce(message, 'assertive');
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <SchemaForm
      form={form}
      askBeforeLeaving
      draft={draft}
      onSubmit={submit}
      onInvalid={showProblems}
      idPrefix="audition"
      aria-labelledby="audition-form-title"
    >
      <h2 id="audition-form-title" className="mb-4">
        {showName} Audition Pre-Registration
      </h2>

      <DraftOffer draft={draft} />
      {saved && (
        <Alert variant="info" className="fs-5" data-testid="pre-registration-saved">
          You pre-registered on {formatSubmittedDay(saved.firstSubmittedAt)}. Your answers are filled in below: change what you need and submit again
          to update your pre-registration.
        </Alert>
      )}

      {problems.length > 0 && (
        // Each problem is also its field's description, read when focus lands on the first one.
        <Alert variant="danger" role={undefined} data-testid="audition-problems">
          <p className="fw-bold mb-2">{AUDITION_PROBLEMS_HEADING}</p>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {submitError && (
        <Alert variant="danger" role={undefined}>
          {submitError}
        </Alert>
      )}

      <SectionCard className="mb-4" level={3} title="Audition Information">
        <p>
          <strong>Location:</strong> {audition.Location || DEFAULT_AUDITION_LOCATION}
        </p>
        {audition.Details && <p className="mb-0">{audition.Details}</p>}
      </SectionCard>

      <SectionCard className="mb-4" level={3} title="Audition Date Confirmation">
        <LargeChoiceGroup
          name="selectedDates"
          type="checkbox"
          legend="Please select which date(s) you plan to attend:"
          required
          className="mb-0"
          options={audition.dates.map((date) => ({ value: date.id, label: formatDateRange(date.StartDateTime, date.EndDateTime) }))}
          idPrefix="audition-date"
        />
      </SectionCard>

      <ProfilePhoto memberId={member.id} choice={photo} />

      <SectionCard className="mb-4" level={3} title="Personal Information">
        {/* The phone boxes share a line from lg: at md, beside the sidebar, a half-width box cut a number's last digit. */}
        <Row className="g-3">
          <TextField name="firstName" id="audition-first-name" label="First Name" size="lg" readOnly plaintext groupClassName="col-md-6" />
          <TextField name="lastName" id="audition-last-name" label="Last Name" size="lg" readOnly plaintext groupClassName="col-md-6" />
          {/* Shown as text, not a read-only box: a box cuts a long address on a phone; the text wraps at its break points. */}
          <div className="col-md-12">
            <div className="form-label">Email</div>
            <div className="fs-5" data-testid="audition-email">
              <BreakableText text={member.Email} />
            </div>
          </div>
          <TextField name="landline" id="audition-landline" label="Landline" type="tel" size="lg" autoComplete="tel" groupClassName="col-lg-6" />
          <TextField
            name="mobile"
            id="audition-mobile"
            label="Mobile"
            type="tel"
            size="lg"
            autoComplete="mobile tel"
            required
            groupClassName="col-lg-6"
          />
        </Row>
      </SectionCard>

      {hasCharacters && <CharacterSelection characters={characterList} memberGender={member.Gender} />}

      <SectionCard className="mb-4" level={3} title="Show Bio">
        <TextAreaField
          name="showBio"
          id="audition-show-bio"
          label="Recent Theater Bio:"
          rows={5}
          required
          hint="Your bio is saved to your member profile."
          groupClassName=""
        />
      </SectionCard>

      <SectionCard className="mb-4" level={3} title="Schedule Conflicts">
        <TextAreaField
          name="conflicts"
          id="audition-conflicts"
          label="Please list any dates you cannot attend rehearsals or performances:"
          rows={3}
          groupClassName=""
        />
      </SectionCard>

      {sheetMessage && <Alert variant={sheetMessage.variant}>{sheetMessage.text}</Alert>}
      <div className="d-flex flex-wrap gap-3 mb-5">
        <Button variant="outline-primary" size="lg" onClick={downloadSheet} disabled={sheetBusy}>
          Download Audition Sheet
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {photo.uploading ? 'Sending your photo...' : submitting ? 'Submitting...' : 'Submit Pre-Registration'}
        </Button>
      </div>
    </SchemaForm>
  );
}
