import { useOfficeInfo } from '../api/get-office-info';

/** What a visitor whose address the portal does not know can do next: apply, or ask the office. */
export function NotAMemberHelp() {
  const office = useOfficeInfo();
  return (
    <div className="fs-5 mb-3" data-testid="not-a-member-help">
      <p className="mb-2">
        New to the theater company? <a href="/join">Apply to join</a>.
      </p>
      <p className="mb-0">
        Already a member? Check the address for typing mistakes
        {office ? (
          <>
            , or ask the office: <a href={`mailto:${office.email}`}>{office.email}</a>
            {office.phone && (
              <>
                {' '}
                or <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
              </>
            )}
            .
          </>
        ) : (
          ', or ask the office.'
        )}
      </p>
    </div>
  );
}
