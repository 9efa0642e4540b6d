import { GENDERS, MEMBERSHIP_STATUSES, ROLES, US_STATES } from '@greenroom/contracts';
import { AccessRestricted, ApiError, messageOr } from '@greenroom/sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDeleteMember } from '../api/delete-member';
import { useMemberDetail } from '../api/get-member-detail';
import { useTeamChoices } from '../api/get-team-choices';
import { useUpdateMember } from '../api/update-member';
import { forgetEditMember, readEditMember, rememberedEditMember, rememberEditMember } from './edit-member-storage';
import { toFormValues, toUpdate, type MemberFormValues } from './member-form-values';

const BACK_AFTER_DELETE_MS = 2000;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Member not found';
  return messageOr(error, 'Failed to load member details');
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      {children}
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}

function MemberDetailsForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const remembered = rememberedEditMember();
  const id = remembered && remembered.Email.toLowerCase() === email.toLowerCase() ? remembered.id : undefined;
  const detail = useMemberDetail(email, id);
  const teams = useTeamChoices();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const form = useForm<MemberFormValues>();
  const { errors } = form.formState;

  useEffect(() => {
    if (detail.data) form.reset(toFormValues(detail.data));
  }, [detail.data, form]);

  useEffect(() => {
    if (!deleted) return undefined;
    // The search screen repeats the confirmation, so a slow reader still sees it after the move.
    const timer = setTimeout(() => navigate('/edit-member', { state: { deletedMember: true } }), BACK_AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted, navigate]);

  if (detail.isPending) {
    return (
      <p role="status" className="fs-5">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading member details...
      </p>
    );
  }
  if (detail.isError) return <Alert variant="danger">{loadError(detail.error)}</Alert>;
  const member = detail.data;

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { member: saved } = await update.mutateAsync(toUpdate(member.id, values));
      form.reset(toFormValues(saved));
      setMessage({ variant: 'success', text: 'Member updated successfully.' });
      rememberEditMember(saved);
      if (saved.Email !== email) navigate(`/edit-member-details/${encodeURIComponent(saved.Email)}`, { replace: true });
    } catch (error) {
      setMessage({ variant: 'danger', text: error instanceof ApiError ? messageOr(error, 'Failed to update member') : 'An unexpected error occurred while updating the member' });
    }
  });

  const confirmDelete = async () => {
    setMessage(null);
    try {
      await remove.mutateAsync({ email: member.Email, id: member.id });
      setConfirming(false);
      forgetEditMember();
      setDeleted(true);
      setMessage({ variant: 'success', text: 'Member deleted successfully.' });
    } catch (error) {
      setConfirming(false);
      setMessage({ variant: 'danger', text: error instanceof ApiError ? messageOr(error, 'Failed to delete member') : 'An unexpected error occurred while deleting the member' });
    }
  };

  const text = (name: keyof MemberFormValues, label: string, type = 'text') => (
    <Field id={`member-${name}`} label={label}>
      <Form.Control type={type} {...form.register(name)} />
    </Field>
  );
  const select = (name: keyof MemberFormValues, label: string, options: readonly string[], empty?: string) => (
    <Field id={`member-${name}`} label={label}>
      <Form.Select {...form.register(name)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Field>
  );

  return (
    <>
      {message && (
        <Alert variant={message.variant} role={message.variant === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      {!deleted && (
        <Form onSubmit={save} noValidate aria-label={`Edit ${member.First_Name} ${member.Last_Name}`}>
          <Card className="mb-4">
            <Card.Header as="h2" className="h4">
              Personal Information
            </Card.Header>
            <Card.Body>
              <Row>
                <Col md={4}>
                  <Field id="member-First_Name" label="First Name" error={errors.First_Name?.message}>
                    <Form.Control isInvalid={Boolean(errors.First_Name)} {...form.register('First_Name', { validate: (value) => value.trim() !== '' || 'First name is required.' })} />
                  </Field>
                </Col>
                <Col md={4}>
                  <Field id="member-Last_Name" label="Last Name" error={errors.Last_Name?.message}>
                    <Form.Control isInvalid={Boolean(errors.Last_Name)} {...form.register('Last_Name', { validate: (value) => value.trim() !== '' || 'Last name is required.' })} />
                  </Field>
                </Col>
                <Col md={4}>
                  <Field id="member-Email" label="Email" error={errors.Email?.message}>
                    <Form.Control
                      type="email"
                      isInvalid={Boolean(errors.Email)}
                      {...form.register('Email', { validate: (value) => SIMPLE_EMAIL.test(value.trim()) || 'A valid email address is required.' })}
                    />
                  </Field>
                </Col>
                <Col md={4}>{text('Mobile', 'Mobile', 'tel')}</Col>
                <Col md={4}>{text('Landline', 'Landline', 'tel')}</Col>
                <Col md={4}>{select('Gender', 'Gender', GENDERS, 'Prefer not to say')}</Col>
              </Row>
            </Card.Body>
          </Card>
          <Card className="mb-4">
            <Card.Header as="h2" className="h4">
              Address Information
            </Card.Header>
            <Card.Body>
              <Row>
                <Col md={6}>{text('Street_Address', 'Street Address')}</Col>
                <Col md={3}>{text('City', 'City')}</Col>
                <Col md={1}>{select('State', 'State', US_STATES, '')}</Col>
                <Col md={2}>{text('Zip_Code', 'ZIP Code')}</Col>
              </Row>
            </Card.Body>
          </Card>
          <Card className="mb-4">
            <Card.Header as="h2" className="h4">
              Membership Information
            </Card.Header>
            <Card.Body>
              <Row>
                <Col md={4}>{select('Membership_Status', 'Membership Status', MEMBERSHIP_STATUSES)}</Col>
                <Col md={4}>{select('Portal_Permission', 'Portal Permission', ROLES)}</Col>
                <Col md={4}>{text('Villages_ID', 'Villages ID')}</Col>
                <Col md={4}>{text('Member_Since', 'Member Since', 'date')}</Col>
                <Col md={4}>{text('Last_Paid_Date', 'Last Paid Date', 'date')}</Col>
                <Col md={4}>{text('Dues_Expire', 'Dues Expire', 'date')}</Col>
                <Col md={4}>{text('Dues_Status', 'Dues Status')}</Col>
                <Col md={4}>{text('Access_Level', 'Access Level')}</Col>
                <Col md={4}>{text('Level', 'Level')}</Col>
              </Row>
              <Form.Check id="member-Team_Leader" className="fs-5 mb-3" label="Team Leader" {...form.register('Team_Leader')} />
              <fieldset>
                <legend className="fs-5">Teams</legend>
                <Row>
                  {(teams.data?.choices ?? member.Teams).map((team) => (
                    <Col md={4} key={team}>
                      <Form.Check id={`member-team-${team}`} label={team} value={team} {...form.register('Teams')} />
                    </Col>
                  ))}
                </Row>
              </fieldset>
            </Card.Body>
          </Card>
          <Card className="mb-4">
            <Card.Header as="h2" className="h4">
              Biography and Notes
            </Card.Header>
            <Card.Body>
              <Field id="member-Personal_Bio" label="Personal Bio">
                <Form.Control as="textarea" rows={5} {...form.register('Personal_Bio')} />
              </Field>
              <Field id="member-Show_Bio" label="Show Bio">
                <Form.Control as="textarea" rows={5} {...form.register('Show_Bio')} />
              </Field>
              <Field id="member-Director_Notes" label="Director Notes">
                <Form.Control as="textarea" rows={3} {...form.register('Director_Notes')} />
              </Field>
            </Card.Body>
          </Card>
          <div className="d-flex flex-wrap gap-3 mb-4">
            <Button type="submit" size="lg" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="outline-danger" size="lg" onClick={() => setConfirming(true)}>
              Delete Member
            </Button>
          </div>
        </Form>
      )}
      <Modal show={confirming} onHide={() => setConfirming(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title>Confirm Delete</Modal.Title>
        </Modal.Header>
        <Modal.Body className="fs-5">
          Are you sure you want to delete {member.First_Name} {member.Last_Name}? Their record leaves the member list; the history is kept.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Member'}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

/** A bare /edit-member-details edits the member kept under editMemberData (spec 02 §2.3), if there is one. */
function RememberedMember() {
  const remembered = readEditMember();
  if (remembered === null) return <Alert variant="danger">No member information provided</Alert>;
  if (remembered === 'unreadable') return <Alert variant="danger">Failed to load member data</Alert>;
  return <Navigate to={`/edit-member-details/${encodeURIComponent(remembered.Email)}`} replace />;
}

/** Spec 02 §2.3: the full record of one member, by the e-mail in the route. Admin only. */
export function EditMemberDetailsScreen() {
  const { email } = useParams();
  const navigate = useNavigate();
  return (
    <section data-testid="screen-edit-member-details">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h1>Edit Member Details</h1>
        <Button variant="outline-primary" size="lg" onClick={() => navigate('/edit-member')}>
          Back to Search
        </Button>
      </div>
      <AccessRestricted permission="Admin">
        {email ? <MemberDetailsForm key={email} email={email} /> : <RememberedMember />}
      </AccessRestricted>
    </section>
  );
}
