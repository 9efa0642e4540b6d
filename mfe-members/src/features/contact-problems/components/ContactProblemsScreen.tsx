import { PHONE_MESSAGE, ZIP_MESSAGE, type ContactField, type ContactProblem } from '@greenroom/contracts';
import { AccessRestricted, BreakableText, DataTable, LoadingStatus, messageOr, WholeNumbers } from '@greenroom/sdk';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { useContactProblems } from '../api/get-contact-problems';

const FIELD_LABELS: Record<ContactField, string> = { Mobile: 'Mobile', Landline: 'Landline', Zip_Code: 'ZIP Code' };

/** A stored value, marked in words (not by colour alone) when it is one to correct. */
function ContactValue({ problem, field }: { problem: ContactProblem; field: ContactField }) {
  const value = problem[field]?.trim() ?? '';
  if (!problem.fields.includes(field)) return value ? <WholeNumbers text={value} /> : <>Not provided</>;
  return (
    <>
      <strong>
        <WholeNumbers text={value} />
      </strong>
      <span className="d-block">(to correct)</span>
    </>
  );
}

/**
 * Issue 28: phone numbers and ZIP codes stored before the portal checked them are never changed silently; this
 * lists every member whose Mobile, Landline or ZIP code breaks the rules, each with a link to correct it. Admin only.
 */
export function ContactProblemsScreen() {
  return (
    <section data-testid="screen-contact-problems">
      <h1>Phones and ZIP Codes to Correct</h1>
      <AccessRestricted permission="Admin">
        <ContactProblemsList />
      </AccessRestricted>
    </section>
  );
}

/** Asked for only once the member is known to be an Admin. */
function ContactProblemsList() {
  const problems = useContactProblems();
  const records = problems.data ?? [];
  return (
    <>
      <p className="fs-5">
        These members&apos; records were saved before the portal checked phone numbers and ZIP codes. Leaders may call or write to the wrong place
        until they are corrected: open a member to correct the value marked &ldquo;to correct&rdquo;.
      </p>
      <ul className="fs-5">
        <li>
          <WholeNumbers text={PHONE_MESSAGE} />
        </li>
        <li>{ZIP_MESSAGE}</li>
      </ul>
      {problems.isPending ? (
        <LoadingStatus className="fs-5">Loading members...</LoadingStatus>
      ) : problems.isError ? (
        <Alert variant="danger" role="alert">
          {messageOr(problems.error, 'Failed to load the members to correct', 'An error occurred while loading the members to correct')}
        </Alert>
      ) : records.length === 0 ? (
        <Alert variant="success">Every stored phone number and ZIP code follows the rules.</Alert>
      ) : (
        <>
          <p className="fs-5">{records.length === 1 ? '1 member has' : `${records.length} members have`} a phone number or ZIP code to correct.</p>
          <DataTable
            label="Members with a phone number or ZIP code to correct"
            striped
            bordered
            className="fs-5"
            columns={['Name', 'Email', 'Mobile', 'Landline', 'ZIP Code', 'To correct', <span className="visually-hidden">Actions</span>]}
          >
            <tbody>
              {records.map((problem) => {
                const name = `${problem.First_Name} ${problem.Last_Name}`.trim();
                return (
                  <tr key={problem.id}>
                    <td>{name}</td>
                    <td>
                      <BreakableText text={problem.Email} />
                    </td>
                    <td>
                      <ContactValue problem={problem} field="Mobile" />
                    </td>
                    <td>
                      <ContactValue problem={problem} field="Landline" />
                    </td>
                    <td>
                      <ContactValue problem={problem} field="Zip_Code" />
                    </td>
                    <td>{problem.fields.map((field) => FIELD_LABELS[field]).join(', ')}</td>
                    <td>
                      <Link
                        className="btn btn-outline-primary text-nowrap"
                        to={`/edit-member-details/${encodeURIComponent(problem.Email)}`}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </>
      )}
    </>
  );
}
