import { Faker, en, en_US } from '@faker-js/faker';
import type { MembershipStatus, Role } from '@greenroom/contracts';
import { SEED_TEAMS } from './seed-teams';

export interface SeedMember {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  mobile: string;
  landline: string | null;
  streetAddress: string;
  city: string;
  zipCode: string;
  villagesId: string;
  memberSince: string;
  membershipStatus: MembershipStatus;
  duesStatus: string;
  lastPaidDate: string | null;
  duesExpire: string | null;
  level: string | null;
  personalBio: string | null;
  showBio: string | null;
  teamLeader: boolean;
  portalPermission: Role;
  teams: string[];
}

/** The spec's membership groups: Active 139, LTM 42, Expired 35, Pending 8, Cancelled 3 (named accounts included). */
export const STATUS_COUNTS: Record<MembershipStatus, number> = { Active: 139, LTM: 42, Expired: 35, Pending: 8, Cancelled: 3 };

const CITIES: [string, string][] = [
  ['The Villages', '32162'],
  ['The Villages', '32163'],
  ['Lady Lake', '32159'],
  ['Wildwood', '34785'],
  ['Summerfield', '34491'],
];

interface NamedAccount {
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  role: Role;
  teams: string[];
  teamLeader: boolean;
}

/** The demo sign-in accounts; two members share the family address. */
const NAMED_ACCOUNTS: NamedAccount[] = [
  {
    email: 'admin@greenroom.test',
    firstName: 'Margaret',
    lastName: 'Whitfield',
    gender: 'Female',
    role: 'Admin',
    teams: ['Production', 'Marketing'],
    teamLeader: false,
  },
  {
    email: 'board@greenroom.test',
    firstName: 'Harold',
    lastName: 'Jennings',
    gender: 'Male',
    role: 'Board',
    teams: ['Box Office'],
    teamLeader: false,
  },
  {
    email: 'leader@greenroom.test',
    firstName: 'Dorothy',
    lastName: 'Castillo',
    gender: 'Female',
    role: 'Leader',
    teams: ['Set', 'Props'],
    teamLeader: true,
  },
  {
    email: 'member@greenroom.test',
    firstName: 'Walter',
    lastName: 'Brooks',
    gender: 'Male',
    role: 'Member',
    teams: ['Actor', 'Ushers'],
    teamLeader: false,
  },
  {
    email: 'family@greenroom.test',
    firstName: 'Ruth',
    lastName: 'Abernathy',
    gender: 'Female',
    role: 'Member',
    teams: ['Costumes'],
    teamLeader: false,
  },
  { email: 'family@greenroom.test', firstName: 'George', lastName: 'Abernathy', gender: 'Male', role: 'Member', teams: ['Set'], teamLeader: false },
];

/**
 * Every seeded member. Faker runs from a fixed seed and a fixed reference date, so the same people come
 * out on every machine; only the dues years follow the current year so Active dues are current.
 */
export function seedMembers(now: Date): SeedMember[] {
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(1927);
  const refDate = new Date(Date.UTC(2025, 0, 1));
  const year = now.getUTCFullYear();
  const teamNames = SEED_TEAMS.map((team) => team.name);

  const dues = (status: MembershipStatus) => {
    switch (status) {
      case 'Active':
        return {
          duesStatus: 'Paid',
          lastPaidDate: `${year}-01-${String(faker.number.int({ min: 2, max: 28 })).padStart(2, '0')}`,
          duesExpire: `${year}-12-31`,
        };
      case 'LTM':
        return { duesStatus: 'Lifetime', lastPaidDate: null, duesExpire: null };
      case 'Expired':
        return { duesStatus: 'Unpaid', lastPaidDate: `${year - 1}-01-15`, duesExpire: `${year - 1}-12-31` };
      case 'Pending':
        return { duesStatus: 'Pending', lastPaidDate: null, duesExpire: null };
      case 'Cancelled':
        return { duesStatus: 'Cancelled', lastPaidDate: `${year - 2}-01-15`, duesExpire: `${year - 2}-12-31` };
    }
  };

  const person = (key: string, status: MembershipStatus, named?: NamedAccount): SeedMember => {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const [city, zipCode] = faker.helpers.arrayElement(CITIES);
    const teams = faker.helpers.arrayElements(teamNames, { min: 0, max: 3 });
    const isActor = teams.includes('Actor');
    const member: SeedMember = {
      key,
      email: faker.internet.exampleEmail({ firstName, lastName }).toLowerCase(),
      firstName,
      lastName,
      gender: faker.helpers.weightedArrayElement([
        { weight: 10, value: sex === 'female' ? 'Female' : 'Male' },
        { weight: 1, value: null },
      ]),
      mobile: `(352) 555-${faker.string.numeric(4)}`,
      landline: faker.datatype.boolean() ? `(352) 555-${faker.string.numeric(4)}` : null,
      streetAddress: faker.location.streetAddress(),
      city,
      zipCode,
      villagesId: faker.string.numeric({ length: 7, allowLeadingZeros: false }),
      memberSince: faker.date.past({ years: 15, refDate }).toISOString().slice(0, 10),
      membershipStatus: status,
      ...dues(status),
      level: isActor ? faker.helpers.arrayElement(['Beginner', 'Intermediate', 'Experienced']) : null,
      personalBio: faker.datatype.boolean({ probability: 0.3 })
        ? `Retired ${faker.person.jobTitle().toLowerCase()} from ${faker.location.state()}. Loves ${faker.word.noun()} and the theater.`
        : null,
      showBio: isActor ? `Appeared in ${faker.number.int({ min: 1, max: 12 })} of our productions.` : null,
      teamLeader: false,
      portalPermission: 'Member',
      teams,
    };
    if (!named) return member;
    return {
      ...member,
      email: named.email,
      firstName: named.firstName,
      lastName: named.lastName,
      gender: named.gender,
      portalPermission: named.role,
      teams: named.teams,
      teamLeader: named.teamLeader,
    };
  };

  const members = NAMED_ACCOUNTS.map((named, index) => person(`named-${index}`, 'Active', named));
  for (const [status, total] of Object.entries(STATUS_COUNTS) as [MembershipStatus, number][]) {
    const generated = status === 'Active' ? total - NAMED_ACCOUNTS.length : total;
    for (let index = 0; index < generated; index += 1) members.push(person(`${status}-${index}`, status));
  }
  // A few organizers among the generated members, so role-based screens have realistic data.
  members
    .filter((member) => member.membershipStatus === 'Active' && !member.key.startsWith('named'))
    .forEach((member, index) => {
      if (index % 15 === 0) Object.assign(member, { portalPermission: 'Leader', teamLeader: member.teams.length > 0 });
      if (index === 7 || index === 70) member.portalPermission = 'Board';
    });
  return members;
}
