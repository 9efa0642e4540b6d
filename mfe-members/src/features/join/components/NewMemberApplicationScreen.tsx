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
import { messageOr } from '@greenroom/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm, type FieldError } from 'react-hook-form';
import { useApplicationTeams } from '../api/get-teams';
import { useSubmitApplication } from '../api/submit-application';
import { TeamChoice } from './TeamChoice';
import styles from './NewMemberApplicationScreen.module.css';

const GENERIC_FAILURE = 'There was an error submitting your application. Please try again.';
const FALLBACK_TEAMS: Team[] = FALLBACK_APPLICATION_TEAMS.map((name) => ({ id: name, name, description: TEAM_NO_DESCRIPTION, coordinatorDetails: null }));

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

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: FieldError; hint?: ReactNode; children: ReactNode }) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      {children}
      {hint && <Form.Text className="d-block">{hint}</Form.Text>}
      {error && <Form.Control.Feedback type="invalid">{error.message}</Form.Control.Feedback>}
    </Form.Group>
  );
}

/** Spec 02 §2.1: the public application. The server checks the same schema and stores a Pending member. */
export function NewMemberApplicationScreen() {
  const teams = useApplicationTeams();
  const submit = useSubmitApplication();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MemberApplicationForm, unknown, MemberApplicationFormOutput>({ resolver: zodResolver(MemberApplicationFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ agreeTerms: _agreed, Teams, ...fields }) => {
    setFailure(null);
    try {
      const answer = await submit.mutateAsync({ ...fields, Teams: joinTeamNames(Teams) });
      // Spec 02 §8: an answer without success gives the generic alert; a refusal (thrown) shows the server's message.
      if (!answer.success) {
        setFailure(GENERIC_FAILURE);
        return;
      }
      setSubmitted(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFailure(messageOr(error, GENERIC_FAILURE));
    }
  });

  if (submitted) {
    return (
      <section data-testid="screen-join" className={styles.page}>
        <h1>New Member Application</h1>
        <Alert variant="success" className="fs-4">
          <Alert.Heading as="h2">Thank you for your application!</Alert.Heading>
          <p className="mb-0">Your membership application has been submitted successfully. You will receive a confirmation email shortly with next steps.</p>
        </Alert>
      </section>
    );
  }

  const teamList = teams.isError ? FALLBACK_TEAMS : (teams.data ?? []);
  const text = (name: 'First_Name' | 'Last_Name' | 'Email' | 'Mobile' | 'Landline' | 'Street_Address' | 'City' | 'Zip_Code' | 'Villages_ID', label: string, type = 'text', hint?: ReactNode) => (
    <Field id={`join-${name}`} label={label} error={errors[name]} hint={hint}>
      <Form.Control type={type} isInvalid={Boolean(errors[name])} {...form.register(name)} />
    </Field>
  );

  return (
    <section data-testid="screen-join" className={styles.page}>
      <h1>New Member Application</h1>
      <Form onSubmit={onSubmit} noValidate aria-label="New member application">
        <Card className="mb-4">
          <Card.Header as="h2" className="h4">
            Personal Information
          </Card.Header>
          <Card.Body>
            <Row>
              <Col md={6}>{text('First_Name', 'First Name')}</Col>
              <Col md={6}>{text('Last_Name', 'Last Name')}</Col>
              <Col md={6}>{text('Email', 'Email', 'email')}</Col>
              <Col md={6}>{text('Mobile', 'Mobile Phone', 'tel')}</Col>
              <Col md={6}>{text('Landline', 'Landline (optional)', 'tel')}</Col>
              <Col md={6}>
                <Field id="join-Gender" label="Gender (optional)">
                  <Form.Select {...form.register('Gender')}>
                    <option value="">Choose...</option>
                    {APPLICATION_GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {gender === 'M' ? 'Male' : gender === 'F' ? 'Female' : gender}
                      </option>
                    ))}
                  </Form.Select>
                </Field>
              </Col>
            </Row>
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Header as="h2" className="h4">
            Address Information
          </Card.Header>
          <Card.Body>
            {text('Villages_ID', 'Villages ID', 'text', 'Required: we verify that every member lives in the community.')}
            {text('Street_Address', 'Street Address')}
            <Row>
              <Col md={5}>{text('City', 'City')}</Col>
              <Col md={3}>
                <Field id="join-State" label="State" error={errors.State}>
                  <Form.Select isInvalid={Boolean(errors.State)} {...form.register('State')}>
                    <option value="">Choose...</option>
                    {US_STATES.map((state) => (
                      <option key={state} value={state}>
                        {state}
                      </option>
                    ))}
                  </Form.Select>
                </Field>
              </Col>
              <Col md={4}>{text('Zip_Code', 'ZIP Code')}</Col>
            </Row>
          </Card.Body>
        </Card>
        <Card className="mb-4">
          <Card.Header as="h2" className="h4">
            Membership Information
          </Card.Header>
          <Card.Body>
            <fieldset className="mb-3">
              <legend className="fs-5">Which teams would you like to join?</legend>
              {teams.isPending ? (
                <p role="status">
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  Loading available teams...
                </p>
              ) : (
                <>
                  {teams.isError && (
                    <Alert variant="warning">We encountered an issue loading the teams list. Please refresh the page or try again later.</Alert>
                  )}
                  {teamList.map((team) => (
                    <TeamChoice key={team.id} team={team} checkboxProps={form.register('Teams')} />
                  ))}
                </>
              )}
              {errors.Teams && (
                <p className="text-danger fs-6 mt-2" role="alert">
                  {errors.Teams.message}
                </p>
              )}
            </fieldset>
            <Field id="join-Personal_Bio" label="Tell us about yourself (optional)" error={errors.Personal_Bio}>
              <Form.Control as="textarea" rows={5} isInvalid={Boolean(errors.Personal_Bio)} {...form.register('Personal_Bio')} />
            </Field>
          </Card.Body>
        </Card>
        <Card className="mb-4" border="warning">
          <Card.Header as="h2" className="h4">
            Membership Dues
          </Card.Header>
          <Card.Body>
            <p className="fs-5">Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.</p>
            <Form.Check
              id="join-agreeTerms"
              className={styles.acknowledge}
              isInvalid={Boolean(errors.agreeTerms)}
              feedback={errors.agreeTerms?.message}
              feedbackType="invalid"
              label="I understand that membership requires paying annual dues."
              {...form.register('agreeTerms')}
            />
          </Card.Body>
        </Card>
        {/*
          The honeypot (see Website in the contract): off screen, out of the tab order and hidden from screen
          readers, so no person fills it; bots fill every field, and the server then quietly drops the application.
        */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="join-Website">Leave this field empty</label>
          <input id="join-Website" type="text" tabIndex={-1} autoComplete="off" {...form.register('Website')} />
        </div>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </Form>
    </section>
  );
}
