import { SEARCH_CRITERION_REQUIRED_MESSAGE } from '@greenroom/contracts';
import { AccessRestricted, ApiError, messageOr, ScrollableTable } from '@greenroom/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { StatusBadge } from '../../../shared/StatusBadge';
import { useSearchByName, type NameCriteria } from '../api/search-by-name';
import { rememberEditMember } from './edit-member-storage';

const ERROR_MS = 3000;

/** Spec 02 §2.2: find a member by name, then open their full record. Admin only. */
export function EditMemberScreen() {
  const navigate = useNavigate();
  const justDeleted = (useLocation().state as { deletedMember?: boolean } | null)?.deletedMember === true;
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [criteria, setCriteria] = useState<NameCriteria | null>(null);
  const [run, setRun] = useState(0);
  const [criterionError, setCriterionError] = useState(false);
  const search = useSearchByName(criteria, run);

  useEffect(() => {
    if (!criterionError) return undefined;
    const timer = setTimeout(() => setCriterionError(false), ERROR_MS);
    return () => clearTimeout(timer);
  }, [criterionError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() && !lastName.trim()) {
      setCriterionError(true);
      return;
    }
    setCriterionError(false);
    setCriteria({ First_Name: firstName.trim() || undefined, Last_Name: lastName.trim() || undefined });
    setRun(run + 1);
  };

  return (
    <section data-testid="screen-edit-member">
      <h1>Edit Member</h1>
      <AccessRestricted permission="Admin">
        {justDeleted && criteria === null && (
          <Alert variant="success" role="status">
            Member deleted successfully.
          </Alert>
        )}
        <Form onSubmit={submit} noValidate className="mb-4" aria-label="Find a member">
          {criterionError && (
            <Alert variant="danger" role="alert">
              {SEARCH_CRITERION_REQUIRED_MESSAGE}
            </Alert>
          )}
          <Row className="g-3 align-items-end">
            <Col md>
              <Form.Group controlId="edit-search-last-name">
                <Form.Label>Last Name</Form.Label>
                <Form.Control value={lastName} onChange={(event) => setLastName(event.target.value)} autoComplete="off" />
              </Form.Group>
            </Col>
            <Col md>
              <Form.Group controlId="edit-search-first-name">
                <Form.Label>First Name</Form.Label>
                <Form.Control value={firstName} onChange={(event) => setFirstName(event.target.value)} autoComplete="off" />
              </Form.Group>
            </Col>
            <Col md="auto">
              <Button type="submit" size="lg" className="w-100" disabled={search.isFetching}>
                Search
              </Button>
            </Col>
          </Row>
        </Form>
        {search.isFetching && (
          <p role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Searching members...
          </p>
        )}
        {search.isError && (
          <Alert variant="danger" role="alert">
            {search.error instanceof ApiError ? messageOr(search.error, 'Failed to search members') : 'An unexpected error occurred while searching members'}
          </Alert>
        )}
        {search.data &&
          (search.data.members.length === 0 ? (
            <Alert variant="info">No members found matching your search criteria</Alert>
          ) : (
            <ScrollableTable label="Members found" striped bordered className="fs-5">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {search.data.members.map((member) => (
                  <tr key={member.id}>
                    <td>
                      {member.First_Name} {member.Last_Name}
                    </td>
                    <td>{member.Email}</td>
                    <td>
                      <StatusBadge status={member.Membership_Status} />
                    </td>
                    <td>
                      <Button
                        aria-label={`Edit Member ${member.First_Name} ${member.Last_Name}`}
                        onClick={() => {
                          rememberEditMember(member);
                          navigate(`/edit-member-details/${encodeURIComponent(member.Email)}`);
                        }}
                      >
                        Edit Member
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollableTable>
          ))}
      </AccessRestricted>
    </section>
  );
}
