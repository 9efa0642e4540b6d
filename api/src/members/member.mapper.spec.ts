import type { MemberEntity } from './entities/member.entity';
import { toDirectoryMember, toMember } from './member.mapper';

describe('member mapper', () => {
  it('answers the spec spelling, team names sorted, isAdmin from Portal_Permission', () => {
    const member = toMember({
      id: 'm1',
      firstName: 'Ruth',
      lastName: 'Abernathy',
      email: 'family@greenroom.test',
      portalPermission: 'Admin',
      membershipStatus: 'Active',
      memberSince: '2015-03-01',
      lastPaidDate: null,
      duesExpire: null,
      teamLeader: false,
      teams: [{ name: 'Set' }, { name: 'Costumes' }],
    } as MemberEntity);
    expect(member).toMatchObject({
      First_Name: 'Ruth',
      Email: 'family@greenroom.test',
      Teams: ['Costumes', 'Set'],
      isAdmin: true,
      Dues_Expire: null,
    });
  });

  it('gives the directory the search columns and none of the private fields', () => {
    const member = toMember({
      id: 'm2',
      firstName: 'Walter',
      lastName: 'Brooks',
      email: 'member@greenroom.test',
      mobile: '352-555-0100',
      landline: null,
      streetAddress: '1 Bell Ave',
      personalBio: 'Loves Chekhov.',
      villagesId: 'V-1',
      portalPermission: 'Member',
      membershipStatus: 'Active',
      memberSince: '2015-03-01',
      lastPaidDate: '2026-01-02',
      duesExpire: '2026-12-31',
      teamLeader: false,
      teams: [{ name: 'Ushers' }],
    } as MemberEntity);
    expect(toDirectoryMember(member)).toEqual({
      id: 'm2',
      First_Name: 'Walter',
      Last_Name: 'Brooks',
      Email: 'member@greenroom.test',
      Mobile: '352-555-0100',
      Landline: null,
      Membership_Status: 'Active',
      Teams: ['Ushers'],
    });
  });
});
