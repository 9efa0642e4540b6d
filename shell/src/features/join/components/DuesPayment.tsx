import { useOfficeInfo } from '../api/get-office-info';

/**
 * How and where to pay, as the office wrote it in its settings, under the spec's dues notice: without it the
 * applicant learns that an unpaid application is removed after 14 days but not how to pay.
 */
export function DuesPayment() {
  const office = useOfficeInfo();
  if (office.isPending) return null;
  if (office.isError) return <p className="fs-5">To learn how to pay, please contact the theater office.</p>;
  const { duesPayment, email, phone } = office.data;
  return (
    <div className="fs-5" data-testid="dues-payment">
      <p className="mb-2">
        <strong>How to pay:</strong> {duesPayment}
      </p>
      <p>
        Questions? Write to <a href={`mailto:${email}`}>{email}</a>
        {phone && (
          <>
            {' '}
            or call <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        )}
        .
      </p>
    </div>
  );
}
