import type { OfficeInfoResponse } from '@greenroom/contracts';

/** The office's address as a mail link, and its telephone as a call link when it gave one: "a@b or 352-…". */
export function OfficeContact({ office }: { office: OfficeInfoResponse }) {
  return (
    <>
      <a href={`mailto:${office.email}`}>{office.email}</a>
      {office.phone && (
        <>
          {' '}
          or <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
        </>
      )}
    </>
  );
}
