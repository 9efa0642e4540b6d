import type { MemberApplication } from '@greenroom/contracts';

/** A POST /api/members/new body the server accepts; each test sets the fields it is about. */
export function memberApplication(fields: Partial<MemberApplication> = {}): Partial<MemberApplication> {
  return {
    First_Name: 'Agnes',
    Last_Name: 'Moorhead',
    Email: 'agnes.applicant@example.com',
    Mobile: '352-555-0101',
    Villages_ID: 'V-123456',
    Street_Address: '12 Bell Ave',
    City: 'The Villages',
    State: 'FL',
    Zip_Code: '32162',
    Teams: 'Costumes, Props',
    ...fields,
  };
}
