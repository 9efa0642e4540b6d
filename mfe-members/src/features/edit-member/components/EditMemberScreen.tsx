import { MemberSearchCriteriaSchema, type MemberSearchCriteria } from '@greenroom/contracts';
import { AccessRestricted, BreakableText, DataTable, LoadingStatus, messageOr } from '@greenroom/sdk';
import { SchemaForm, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { CriterionRefusalAlert } from '../../../common/CriterionRefusalAlert';
import { useCriterionRefusal } from '../../../common/hooks/use-criterion-refusal';
import { StatusBadge } from '../../../common/StatusBadge';
import { useSearchByName, type NameCriteria } from '../api/search-by-name';
import { rememberEditMember } from './edit-member-storage';

/** docs/spec-summary.md §2.2.2: find a member by name, then open their full record. Admin only. */
export function EditMemberScreen() {
  const navigate = useNavigate();
  const justDeleted = (useLocation().state as { deletedMember?: boolean } | null)?.deletedMember === true;
  const form = useSchemaForm(MemberSearchCriteriaSchema, { defaultValues: { Last_Name: '', First_Name: '' } });
  const [criteria, setCriteria] = useState<NameCriteria | null>(null);
  const [run, setRun] = useState(0);
  const criterion = useCriterionRefusal();
  const search = useSearchByName(criteria, run);

  const submit = ({ First_Name, Last_Name }: MemberSearchCriteria) => {
    criterion.dismiss();
    setCriteria({ First_Name: First_Name || undefined, Last_Name: Last_Name || undefined });
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
        <SchemaForm form={form} onSubmit={submit} onInvalid={criterion.refuse} idPrefix="edit-search" className="mb-4" aria-label="Find a member">
          <Row className="g-3 align-items-end">
            <TextField name="Last_Name" label="Last Name" autoComplete="off" groupClassName="col-md" />
            <TextField name="First_Name" label="First Name" autoComplete="off" groupClassName="col-md" />
            <Col md="auto">
              <Button type="submit" size="lg" className="w-100" disabled={search.isFetching}>
                Search
              </Button>
            </Col>
          </Row>
          <CriterionRefusalAlert shown={criterion.shown} className="mt-3 mb-0" />
        </SchemaForm>
        {search.isFetching && <LoadingStatus>Searching members...</LoadingStatus>}
        {search.isError && (
          <Alert variant="danger" role="alert">
            {messageOr(search.error, 'Failed to search members', 'An unexpected error occurred while searching members')}
          </Alert>
        )}
        {search.data &&
          (search.data.members.length === 0 ? (
            <Alert variant="info">No members found matching your search criteria</Alert>
          ) : (
            <DataTable
              label="Members found"
              striped
              bordered
              className="fs-5"
              columns={['Name', 'Email', 'Status', <span className="visually-hidden">Actions</span>]}
            >
              <tbody>
                {search.data.members.map((member) => (
                  <tr key={member.id}>
                    <td>
                      {member.First_Name} {member.Last_Name}
                    </td>
                    <td>
                      <BreakableText text={member.Email} />
                    </td>
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
            </DataTable>
          ))}
      </AccessRestricted>
    </section>
  );
}
