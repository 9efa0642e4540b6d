import { seedMembers, STATUS_COUNTS } from './seed-members';

describe('seedMembers', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const members = seedMembers(now);

  it('matches the spec membership groups, named accounts included', () => {
    expect(members).toHaveLength(227);
    for (const [status, count] of Object.entries(STATUS_COUNTS)) {
      expect(members.filter((member) => member.membershipStatus === status)).toHaveLength(count);
    }
  });

  it('has the demo accounts, two members sharing the family address', () => {
    const byEmail = (email: string) => members.filter((member) => member.email === email);
    expect(byEmail('admin@greenroom.test')[0].portalPermission).toBe('Admin');
    expect(byEmail('board@greenroom.test')[0].portalPermission).toBe('Board');
    expect(byEmail('leader@greenroom.test')[0].portalPermission).toBe('Leader');
    expect(byEmail('member@greenroom.test')[0].portalPermission).toBe('Member');
    const family = byEmail('family@greenroom.test');
    expect(family).toHaveLength(2);
    expect(new Set(family.map((member) => member.firstName)).size).toBe(2);
  });

  it('is the same on every run', () => {
    expect(seedMembers(now)).toEqual(members);
  });
});
