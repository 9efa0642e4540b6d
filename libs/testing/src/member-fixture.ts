import type { Member } from '@greenroom/contracts';

export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    id: '6f1c2b0e-4a57-4f3e-9a43-0d1b8c7e2a10',
    First_Name: 'Margaret',
    Last_Name: 'Hale',
    Email: 'margaret@example.com',
    Mobile: null,
    Landline: null,
    Gender: null,
    Street_Address: null,
    City: null,
    State: null,
    Zip_Code: null,
    Member_Since: null,
    Membership_Status: 'Active',
    Dues_Status: null,
    Last_Paid_Date: null,
    Dues_Expire: null,
    Access_Level: null,
    Villages_ID: null,
    Personal_Bio: null,
    Show_Bio: null,
    Teams: [],
    Team_Leader: false,
    Level: null,
    Portal_Permission: 'Member',
    isAdmin: false,
    ...overrides,
  };
}
