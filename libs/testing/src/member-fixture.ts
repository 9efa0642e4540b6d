import { MEMBER_FIELDS, RECORD_FIELD_NAMES, type Member } from '@greenroom/contracts';

/** A field left empty: no text, no date, not ticked. */
const EMPTY = { text: '', optionalText: null, date: null, boolean: false } as const;

export function memberFixture(overrides: Partial<Member> = {}): Member {
  const empty = Object.fromEntries(RECORD_FIELD_NAMES.map((name) => [name, EMPTY[MEMBER_FIELDS[name].kind]]));
  return {
    ...empty,
    id: '6f1c2b0e-4a57-4f3e-9a43-0d1b8c7e2a10',
    First_Name: 'Margaret',
    Last_Name: 'Hale',
    Email: 'margaret@example.com',
    Membership_Status: 'Active',
    Portal_Permission: 'Member',
    Teams: [],
    isAdmin: false,
    ...overrides,
  } as Member;
}
