import type { DataSource } from 'typeorm';
import { parseCharacters } from '@greenroom/contracts';
import { ShowCharacterEntity } from '../auditions/entities/show-character.entity';
import { ShowEntity } from '../auditions/entities/show.entity';
import { CalendarCategoryEntity } from '../calendar/entities/calendar-category.entity';
import { CalendarEventEntity } from '../calendar/entities/calendar-event.entity';
import { MemberEntity } from '../members/entities/member.entity';
import { NavigationItemEntity } from '../navigation/entities/navigation-item.entity';
import { PlayReadingEventEntity } from '../play-reading/entities/play-reading-event.entity';
import { MemberSubscriptionEntity } from '../subscriptions/entities/member-subscription.entity';
import { SubscriptionListEntity } from '../subscriptions/entities/subscription-list.entity';
import { TeamEntity } from '../teams/entities/team.entity';
import { addDays, daysOfMonth, isoDate, theaterTime } from './eastern-time';
import { seedId } from './seed-id';
import { seedMembers } from './seed-members';
import { seedRemoteReleases } from './seed-remotes';
import { seedRsvpEvents } from './seed-rsvp';
import { insertMissing } from './seed.repository';
import { SEED_NAVIGATION } from './seed-navigation';
import { SEED_SUBSCRIPTION_LISTS, SEED_TEAMS } from './seed-teams';
import { Transactions } from '../database/transactions';

const RECREATION_CENTER = 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL';

export const AUDITION_SHOW = 'The Importance of Being Earnest';
const CURRENT_SHOW = 'Arsenic and Old Lace';

/**
 * Spec default colours plus the theater's own; text colour follows the brightness threshold of 128. Listed in the
 * office's order (the theater's own first, the usual one at the top): inserted in this order, they take their
 * positions from the column's sequence.
 */
const CATEGORIES: [string, string, string][] = [
  ['Rehearsal', '#6a1b9a', '#ffffff'],
  ['Performance', '#c62828', '#ffffff'],
  [AUDITION_SHOW, '#1565c0', '#ffffff'],
  ['Meeting', '#f4b400', '#000000'],
  ['Workshop', '#00838f', '#ffffff'],
  ['Deadline', '#db4437', '#ffffff'],
  ['Work', '#4a86e8', '#ffffff'],
  ['Personal', '#0f9d58', '#ffffff'],
  ['Default', '#9e9e9e', '#000000'],
];

const CHARACTERS = [
  'John Worthing-M-30s-50s-Earnest in town and Jack in the country',
  'Algernon Moncrieff-M-30s-50s-witty, idle, fond of cucumber sandwiches',
  'Lady Bracknell-F-60s-80s-formidable, the role everyone remembers',
  'Gwendolen Fairfax-F-30s-50s-poised and certain',
  'Cecily Cardew-F-20s-40s-romantic, keeps a diary',
  'Miss Prism-F-60s-80s-governess with a past',
  'Canon Chasuble-M-60s-80s-kindly rector',
  'Lane-M-50s-80s-Algernon’s manservant',
].join('|');

function monthStart(now: Date, offset: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** Calendar events of the current and next month, keyed by date so a later month's run tops the calendar up. */
function calendarEvents(now: Date): CalendarEventEntity[] {
  const events: Partial<CalendarEventEntity>[] = [];
  const event = (key: string, fields: Partial<CalendarEventEntity>) =>
    events.push({ id: seedId('calendar-event', key), isAllDay: false, location: RECREATION_CENTER, details: null, seriesId: null, ...fields });
  for (const offset of [0, 1]) {
    const days = daysOfMonth(monthStart(now, offset));
    const month = isoDate(days[0]).slice(0, 7);
    const rehearsalSeries = seedId('calendar-series', `rehearsals-${month}`);
    let mondays = 0;
    for (const day of days) {
      const date = isoDate(day);
      const weekday = day.getUTCDay();
      if (weekday === 2 || weekday === 4) {
        event(`rehearsal-${date}`, {
          title: 'Rehearsal',
          category: 'Rehearsal',
          startAt: theaterTime(date, 9),
          endAt: theaterTime(date, 12),
          details: `${CURRENT_SHOW}: Act ${weekday === 2 ? 'I' : 'II'}`,
          seriesId: rehearsalSeries,
        });
      }
      if (weekday === 1 && ++mondays === 1) {
        event(`board-meeting-${date}`, {
          title: 'Board Meeting',
          category: 'Meeting',
          startAt: theaterTime(date, 10),
          endAt: theaterTime(date, 11, 30),
          location: 'Board room',
        });
      }
      if (day.getUTCDate() === 15) {
        event(`workshop-${date}`, {
          title: 'Workshop',
          category: 'Workshop',
          startAt: theaterTime(date, 13),
          endAt: theaterTime(date, 15),
          details: 'Stage makeup basics',
        });
      }
      if (day.getUTCDate() === 20) {
        event(`deadline-${date}`, {
          title: 'Program bios due',
          category: 'Deadline',
          startAt: theaterTime(date, 0),
          endAt: theaterTime(date, 23, 59),
          isAllDay: true,
          location: null,
        });
      }
    }
    if (offset === 1) {
      const lastFriday = [...days].reverse().find((day) => day.getUTCDay() === 5) ?? days[days.length - 1];
      for (const [index, day] of [lastFriday, addDays(lastFriday, 1)].entries()) {
        const date = isoDate(day);
        event(`performance-${date}`, {
          title: 'Performance',
          category: 'Performance',
          startAt: theaterTime(date, 19),
          endAt: theaterTime(date, 21, 30),
          details: `${CURRENT_SHOW}${index === 0 ? ', opening night' : ''}`,
        });
        event(`dress-rehearsal-${isoDate(addDays(day, -2))}`, {
          title: 'Dress Rehearsal',
          category: 'Rehearsal',
          startAt: theaterTime(isoDate(addDays(day, -2)), 18),
          endAt: theaterTime(isoDate(addDays(day, -2)), 21),
          details: CURRENT_SHOW,
        });
      }
      // The open audition: one 'Audition' record per date, Category = the show (docs/spec-summary.md §2.3).
      const saturdays = days.filter((day) => day.getUTCDay() === 6).slice(0, 2);
      for (const day of saturdays) {
        const date = isoDate(day);
        event(`audition-${date}`, {
          title: 'Audition',
          category: AUDITION_SHOW,
          startAt: theaterTime(date, 13),
          endAt: theaterTime(date, 16),
          details: 'Cold readings from the script; sides available at the door.',
        });
      }
    }
  }
  return events as CalendarEventEntity[];
}

/** Play readings on the second Wednesday of this month and the next two: always at least one within 45 days. */
function playReadings(now: Date): Omit<PlayReadingEventEntity, 'version'>[] {
  const titles = ['Harvey', 'The Odd Couple', 'Our Town'];
  return [0, 1, 2].map((offset) => {
    const wednesdays = daysOfMonth(monthStart(now, offset)).filter((day) => day.getUTCDay() === 3);
    const date = isoDate(wednesdays[1]);
    const title = titles[(monthStart(now, offset).getUTCMonth() + offset) % titles.length];
    return {
      id: seedId('play-reading', date),
      title: `Play Reading: ${title}`,
      startDate: date,
      endDate: null,
      startTime: '14:00',
      endTime: '16:00',
      location: 'Laurel Manor Recreation Center',
      address: '1985 Laurel Manor Dr, The Villages, FL 32162',
      description: `A relaxed reading of ${title}. Scripts provided; coffee and cookies after.`,
      cancelledAt: null,
    };
  });
}

export interface SeedSummary {
  inserted: number;
}

/** Idempotent demo data: every row has a stable id, and rows already present are never touched. */
export async function seedDatabase(dataSource: DataSource, now: Date = new Date()): Promise<SeedSummary> {
  // One transaction, joined by the repositories the seed borrows (the remotes' first releases).
  const transactions = new Transactions(dataSource);
  return transactions.run(async () => {
    const manager = transactions.manager;
    let inserted = 0;
    const teamId = (name: string) => seedId('team', name);

    inserted += await insertMissing(
      manager,
      TeamEntity,
      SEED_TEAMS.map((team) => ({ id: teamId(team.name), ...team }) as TeamEntity),
    );

    const members = seedMembers(now);
    inserted += await insertMissing(
      manager,
      MemberEntity,
      members.map(
        ({ key, teams: _teams, ...member }) =>
          ({ id: seedId('member', key), state: 'FL', accessLevel: 'Standard', directorNotes: null, ...member }) as MemberEntity,
      ),
    );
    const memberTeams = members.flatMap((member) => member.teams.map((team) => ({ member_id: seedId('member', member.key), team_id: teamId(team) })));
    await insertMissing(manager, 'member_teams', memberTeams);

    const navigationId = (key: string) => seedId('navigation', key);
    inserted += await insertMissing(
      manager,
      NavigationItemEntity,
      SEED_NAVIGATION.map(
        (item, index) =>
          ({
            id: navigationId(item.navigationId),
            navigationId: item.navigationId,
            title: item.title,
            url: item.url,
            icon: item.icon,
            type: item.type,
            parentId: item.parent ? navigationId(item.parent) : null,
            permission: item.permission,
            sortOrder: (index + 1) * 10,
            visible: item.visible,
          }) as NavigationItemEntity,
      ),
    );

    inserted += await insertMissing(
      manager,
      CalendarCategoryEntity,
      CATEGORIES.map(([name, fillColor, textColor]) => ({ id: seedId('calendar-category', name), name, fillColor, textColor })),
    );
    inserted += await insertMissing(manager, CalendarEventEntity, calendarEvents(now));
    inserted += await insertMissing(manager, PlayReadingEventEntity, playReadings(now));
    inserted += await seedRsvpEvents(manager, now);
    inserted += await insertMissing(manager, ShowEntity, [
      {
        id: seedId('show', AUDITION_SHOW),
        name: AUDITION_SHOW,
        description: 'Oscar Wilde’s comedy of double lives.',
        auditionLocation: RECREATION_CENTER,
      } as ShowEntity,
    ]);
    inserted += await insertMissing(
      manager,
      ShowCharacterEntity,
      parseCharacters(CHARACTERS).map((character, position) => ({
        id: seedId('show-character', `${AUDITION_SHOW}-${position}`),
        showId: seedId('show', AUDITION_SHOW),
        position,
        ...character,
      })),
    );

    const listId = (name: string) => seedId('subscription-list', name);
    inserted += await insertMissing(
      manager,
      SubscriptionListEntity,
      SEED_SUBSCRIPTION_LISTS.map((name, index) => ({ id: listId(name), name, sortOrder: index + 1 })),
    );
    const subscribers = members.filter(
      (member, index) => member.key.startsWith('named') || (member.membershipStatus !== 'Cancelled' && index % 3 === 0),
    );
    inserted += await insertMissing(
      manager,
      MemberSubscriptionEntity,
      subscribers.flatMap((member, index) =>
        [SEED_SUBSCRIPTION_LISTS[0], SEED_SUBSCRIPTION_LISTS[1 + (index % 2)]].map(
          (list) => ({ memberId: seedId('member', member.key), listId: listId(list) }) as MemberSubscriptionEntity,
        ),
      ),
    );
    inserted += await seedRemoteReleases(transactions);
    return { inserted };
  });
}
