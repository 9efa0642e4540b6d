import { useOfficeInfo } from '../api/get-office-info';
import { OfficeContact } from './OfficeContact';

/**
 * What an applicant who tries to sign in before the office has accepted them needs: when they will hear (the
 * membership application rules of api/src/members) and whom to ask; no second invitation to apply.
 */
export function ApplicationWaitingHelp() {
  const office = useOfficeInfo();
  return (
    <div className="fs-5 mb-3" data-testid="application-waiting-help">
      <p className="mb-2">
        The office checks your residency and your $5.00 dues (payable within 14 days of applying), then e-mails you when your membership is active.
        From then on you can sign in here with this address.
      </p>
      <p className="mb-0">
        {office ? (
          <>
            Questions? Ask the office: <OfficeContact office={office} />.
          </>
        ) : (
          'Questions? Ask the office.'
        )}
      </p>
    </div>
  );
}
