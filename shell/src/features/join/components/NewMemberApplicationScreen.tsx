import {
  APPLICATION_GENDERS,
  FALLBACK_APPLICATION_TEAMS,
  joinTeamNames,
  MemberApplicationFormSchema,
  TEAM_NO_DESCRIPTION,
  US_STATES,
  type MemberApplicationForm,
  type MemberApplicationFormOutput,
  type Team,
} from '@greenroom/contracts';
import { LoadingStatus, messageOr, SectionCard, useAnnounce } from '@greenroom/sdk';
import {
  CheckboxField,
  ChoiceGroupField,
  DraftOffer,
  optionsOf,
  SchemaForm,
  SelectField,
  TextAreaField,
  TextField,
  useFormDraft,
  useSchemaForm,
} from '@greenroom/sdk/forms';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Row } from 'react-bootstrap';
import { useApplicationTeams } from '../api/get-application-teams';
import { submitApplication } from '../api/submit-application';
import { TeamChoice } from './TeamChoice';
import styles from './NewMemberApplicationScreen.module.css';
import { DuesPayment } from './DuesPayment';

const GENERIC_FAILURE = 'There was an error submitting your application. Please try again.';
// Not records anyone edits: no version.
const FALLBACK_TEAMS: Omit<Team, 'version'>[] = FALLBACK_APPLICATION_TEAMS.map((name) => ({
  id: name,
  name,
  description: TEAM_NO_DESCRIPTION,
  coordinatorDetails: null,
}));
const GENDER_OPTIONS = APPLICATION_GENDERS.map((gender) => ({ value: gender, label: gender === 'M' ? 'Male' : gender === 'F' ? 'Female' : gender }));
const STATE_OPTIONS = optionsOf(US_STATES);

const EMPTY: MemberApplicationForm = {
  First_Name: '',
  Last_Name: '',
  Email: '',
  Mobile: '',
  Landline: '',
  Gender: '',
  Villages_ID: '',
  Street_Address: '',
  City: '',
  State: '',
  Zip_Code: '',
  Teams: [],
  Personal_Bio: '',
  Website: '',
  agreeTerms: false,
};

/**
 * docs/spec-summary.md §2.2.1: the public application. The server checks the same schema and stores a Pending member.
 * Drawn by the shell's public bundle (and by the portal on an in-app link), never by a remote: a first visit loads
 * no federated portal.
 */
export function NewMemberApplicationScreen() {
  const teams = useApplicationTeams();
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(MemberApplicationFormSchema, { defaultValues: EMPTY });
  // A long form: what was typed survives a reload or a detour, in this tab only (no member owns it; a shared computer).
  const draft = useFormDraft(form, 'join', { acrossTabs: false });
  const { isSubmitting } = form.formState;

  // The form (and its focused button) is gone: start again from the top, where the thanks are.
  useEffect(() => {
    if (submitted) heading.current?.focus();
  }, [submitted]);

  const fail = (message: string) => {
    setFailure(message);
    announce(message, 'assertive');
  };

  const onSubmit = async ({ agreeTerms: _agreed, Teams, ...fields }: MemberApplicationFormOutput) => {
    setFailure(null);
    try {
      const answer = await submitApplication({ ...fields, Teams: joinTeamNames(Teams) });
      // docs/spec-summary.md §2.8: an answer without success gives the generic alert; a refusal (thrown) shows the server's message.
      if (!answer.success) {
        fail(GENERIC_FAILURE);
        return;
      }
      draft.clear();
      setSubmitted(true);
      announce('Application submitted. A confirmation e-mail is on its way.');
      window.scrollTo({ top: 0 });
    } catch (error) {
      fail(messageOr(error, GENERIC_FAILURE));
    }
  };

  if (submitted) {
    return (
      <section data-testid="screen-join" className={styles.page}>
        <h1 ref={heading} tabIndex={-1}>
          New Member Application
        </h1>
        {/* Announced through the live region; Alert's default role="alert" would say it again. */}
        <Alert variant="success" className="fs-4" role={undefined}>
          <Alert.Heading as="h2">Thank you for your application!</Alert.Heading>
          <p className="mb-0">
            Your membership application has been submitted successfully. You will receive a confirmation email shortly with next steps.
          </p>
        </Alert>
        <h2 className="h4">Paying your dues</h2>
        <p className="fs-5">Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.</p>
        <DuesPayment />
      </section>
    );
  }

  const teamList = teams.isError ? FALLBACK_TEAMS : (teams.data ?? []);

  return (
    <section data-testid="screen-join" className={styles.page}>
      <h1>New Member Application</h1>
      <DraftOffer draft={draft} />
      <SchemaForm form={form} onSubmit={onSubmit} idPrefix="join" aria-label="New member application">
        <SectionCard className="mb-4" title="Personal Information">
          <Row>
            <TextField name="First_Name" label="First Name" autoComplete="given-name" required groupClassName="col-md-6 mb-3" />
            <TextField name="Last_Name" label="Last Name" autoComplete="family-name" required groupClassName="col-md-6 mb-3" />
            <TextField name="Email" label="Email" type="email" autoComplete="email" required groupClassName="col-md-6 mb-3" />
            <TextField name="Mobile" label="Mobile Phone" type="tel" autoComplete="tel" required groupClassName="col-md-6 mb-3" />
            <TextField name="Landline" label="Landline (optional)" type="tel" groupClassName="col-md-6 mb-3" />
            <SelectField name="Gender" label="Gender (optional)" placeholder="Choose..." options={GENDER_OPTIONS} groupClassName="col-md-6 mb-3" />
          </Row>
        </SectionCard>
        <SectionCard className="mb-4" title="Address Information">
          <TextField name="Villages_ID" label="Villages ID" hint="Required: we verify that every member lives in the community." required />
          <TextField name="Street_Address" label="Street Address" autoComplete="street-address" required />
          <Row>
            <TextField name="City" label="City" autoComplete="address-level2" required groupClassName="col-md-5 mb-3" />
            <SelectField name="State" label="State" placeholder="Choose..." options={STATE_OPTIONS} required groupClassName="col-md-3 mb-3" />
            <TextField name="Zip_Code" label="ZIP Code" autoComplete="postal-code" required groupClassName="col-md-4 mb-3" />
          </Row>
        </SectionCard>
        <SectionCard className="mb-4" title="Membership Information">
          <ChoiceGroupField
            name="Teams"
            legend="Which teams would you like to join?"
            type="checkbox"
            required
            options={teams.isPending ? [] : teamList.map((team) => ({ value: team.name, label: team.name, team }))}
            renderOption={(option, choice) => <TeamChoice team={option.team} checkboxProps={choice} />}
          >
            {teams.isPending ? (
              <LoadingStatus>Loading available teams...</LoadingStatus>
            ) : (
              teams.isError && (
                <Alert variant="warning">We encountered an issue loading the teams list. Please refresh the page or try again later.</Alert>
              )
            )}
          </ChoiceGroupField>
          <TextAreaField name="Personal_Bio" label="Tell us about yourself (optional)" rows={5} />
        </SectionCard>
        <SectionCard className="mb-4" border="warning" title="Membership Dues">
          <p className="fs-5">Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.</p>
          <DuesPayment />
          <CheckboxField
            name="agreeTerms"
            label="I understand that membership requires paying annual dues."
            className={styles.acknowledge}
            required
          />
        </SectionCard>
        {/*
          The honeypot (see Website in the contract): off screen, out of the tab order and hidden from screen
          readers, so no person fills it; bots fill every field, and the server then quietly drops the application.
        */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="join-Website">Leave this field empty</label>
          <input id="join-Website" type="text" tabIndex={-1} autoComplete="off" {...form.register('Website')} />
        </div>
        {failure && (
          // Read out through the live region (fail above); role="alert" here would say it twice.
          <Alert variant="danger" role={undefined} data-testid="join-failure">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </SchemaForm>
    </section>
  );
}
