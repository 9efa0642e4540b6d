import { FALLBACK_STATUS_CHOICES, MemberSearchCriteriaSchema, SEARCH_CRITERION_REQUIRED_MESSAGE, type MemberSearchCriteria } from '@greenroom/contracts';
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useStatusChoices } from '../api/get-status-choices';
import { useTeamChoices } from '../api/get-team-choices';
import styles from './MemberSearchScreen.module.css';

const ERROR_MS = 3000;

interface CriteriaForm {
  firstName: string;
  lastName: string;
  email: string;
  membershipStatuses: string[];
  team: string;
}

const EMPTY: CriteriaForm = { firstName: '', lastName: '', email: '', membershipStatuses: [], team: '' };

export interface MemberSearchFormProps {
  busy: boolean;
  onSearch: (criteria: MemberSearchCriteria) => void;
  onClear: () => void;
}

export function MemberSearchForm({ busy, onSearch, onClear }: MemberSearchFormProps) {
  const statuses = useStatusChoices();
  const teams = useTeamChoices();
  const form = useForm<CriteriaForm>({ defaultValues: EMPTY });
  const [criterionError, setCriterionError] = useState(false);

  useEffect(() => {
    if (teams.isError) console.error('Failed to fetch team options', teams.error);
  }, [teams.isError, teams.error]);

  useEffect(() => {
    if (!criterionError) return undefined;
    const timer = setTimeout(() => setCriterionError(false), ERROR_MS);
    return () => clearTimeout(timer);
  }, [criterionError]);

  const submit = form.handleSubmit((values) => {
    const parsed = MemberSearchCriteriaSchema.safeParse({
      First_Name: values.firstName,
      Last_Name: values.lastName,
      Email: values.email,
      Membership_Statuses: values.membershipStatuses,
      team: values.team,
    });
    if (!parsed.success) {
      setCriterionError(true);
      return;
    }
    setCriterionError(false);
    onSearch(parsed.data);
  });

  const clear = () => {
    form.reset(EMPTY);
    setCriterionError(false);
    onClear();
  };

  const statusChoices = statuses.isError ? FALLBACK_STATUS_CHOICES : (statuses.data?.choices ?? []);
  return (
    <Form onSubmit={submit} noValidate aria-label="Search criteria" className="mb-4">
      {criterionError && (
        <Alert variant="danger" role="alert">
          {SEARCH_CRITERION_REQUIRED_MESSAGE}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={4}>
          <Form.Group controlId="search-first-name">
            <Form.Label>First Name</Form.Label>
            <Form.Control {...form.register('firstName')} autoComplete="off" />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="search-last-name">
            <Form.Label>Last Name</Form.Label>
            <Form.Control {...form.register('lastName')} autoComplete="off" />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="search-email">
            <Form.Label>Email</Form.Label>
            <Form.Control {...form.register('email')} autoComplete="off" />
          </Form.Group>
        </Col>
        <Col md={6}>
          <fieldset>
            <legend className="form-label fs-6 mb-1">Membership Status</legend>
            <div className={styles.statusList}>
              {statusChoices.map((status) => (
                <Form.Check key={status} id={`status-${status}`} type="checkbox" label={status} value={status} {...form.register('membershipStatuses')} />
              ))}
            </div>
          </fieldset>
        </Col>
        <Col md={6}>
          <Form.Group controlId="search-team">
            <Form.Label>Team</Form.Label>
            <Form.Select {...form.register('team')}>
              <option value="">All Teams</option>
              {(teams.data?.choices ?? []).map((team) => (
                <option key={team} value={team}>
                  {team}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <div className="d-flex gap-3 mt-4">
        <Button type="submit" size="lg" disabled={busy}>
          Search
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={clear}>
          Clear
        </Button>
      </div>
    </Form>
  );
}
