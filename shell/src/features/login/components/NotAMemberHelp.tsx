import { useOfficeInfo } from '../api/get-office-info';
import { OfficeContact } from './OfficeContact';

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
            , or ask the office: <OfficeContact office={office} />.
          </>
        ) : (
          ', or ask the office.'
        )}
      </p>
    </div>
  );
}
