import type { AuditionSubmission, MemberApplication } from '@greenroom/contracts';

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

/** A POST /api/audition-applications body from this seeded member the schema accepts; each test sets the fields it is about. */
export function auditionSubmission(member: { id: string; email: string }, fields: Partial<AuditionSubmission> = {}): AuditionSubmission {
  return {
    memberId: member.id,
    firstName: 'x',
    lastName: 'x',
    email: member.email,
    landline: '',
    mobile: '352-555-0100',
    showBio: 'Bio',
    auditionId: 'group',
    showName: 'Show',
    location: '',
    selectedDates: [],
    selectedCharacters: [],
    acceptOtherRole: '',
    conflicts: '',
    submissionTimestamp: Math.floor(Date.now() / 1000),
    submissionDate: '',
    userAgent: 'jest',
    submissionMethod: 'web',
    ...fields,
  };
}
