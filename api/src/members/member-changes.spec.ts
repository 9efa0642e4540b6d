import { memberChanges } from './member-changes';

describe('memberChanges', () => {
  it('lists only the fields that changed, in spec names, with dates and teams as text', () => {
    const before = { id: 'a', First_Name: 'Ruth', Membership_Status: 'Pending', Dues_Expire: null, Teams: ['Set'], Mobile: null, isAdmin: false };
    const after = {
      id: 'a',
      First_Name: 'Ruth',
      Membership_Status: 'Active',
      Dues_Expire: 1798761600,
      Teams: ['Set', 'Ushers'],
      Mobile: '',
      isAdmin: true,
    };
    expect(memberChanges(before, after)).toEqual([
      { field: 'Membership_Status', before: 'Pending', after: 'Active' },
      { field: 'Dues_Expire', before: '', after: '2027-01-01' },
      { field: 'Teams', before: 'Set', after: 'Set, Ushers' },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(memberChanges({ City: 'Ocala' }, { City: 'Ocala' })).toEqual([]);
  });
});
