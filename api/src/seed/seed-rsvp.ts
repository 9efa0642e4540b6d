import type { EntityManager } from 'typeorm';
import { FeatureWindowEntity } from '../feature-windows/entities/feature-window.entity';
import { RsvpEventEntity } from '../rsvp/entities/rsvp-event.entity';
import { addDays, isoDate } from './eastern-time';
import { seedId } from './seed-id';
import { insertMissing } from './seed.repository';

const RECREATION_CENTER = 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL';

/** The second Friday of May in `year` (UTC calendar day). */
function secondFridayOfMay(year: number): Date {
  const first = new Date(Date.UTC(year, 4, 1));
  return addDays(first, ((5 - first.getUTCDay() + 7) % 7) + 7);
}

/**
 * This season's two socials (docs/spec-summary.md §2.9 gives their times and places) and their RSVP windows, dated from the day
 * the portal is installed: the spec's own dates (Holiday Party 2025-12-05, window closed 2025-12-01) would make a
 * new installation's RSVP pages answer "This feature is no longer available." while the menu still offers them.
 * Each keeps its season: the Holiday Party on the coming 25 December (next year's once this year's page has closed),
 * the May Social ("our spring luncheon") on the coming May's second Friday. Both windows are open from two weeks
 * before installation; admins move them on the RSVP Event Settings page.
 */
export function socialSeason(now: Date): { events: Omit<RsvpEventEntity, 'updatedAt' | 'version'>[]; windows: FeatureWindowEntity[] } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const year = today.getUTCFullYear();
  const opens = isoDate(addDays(today, -14));
  const thisChristmas = new Date(Date.UTC(year, 11, 25));
  // The page closes four days before the party: a party whose page has already closed is next year's.
  const holidayParty = addDays(thisChristmas, -4) >= today ? thisChristmas : new Date(Date.UTC(year + 1, 11, 25));
  const maySocial = secondFridayOfMay(secondFridayOfMay(year) >= today ? year : year + 1);
  const holidayEnds = isoDate(addDays(holidayParty, -4));
  const mayEnds = isoDate(maySocial);
  return {
    events: [
      {
        id: seedId('rsvp-event', 'holiday-party'),
        key: 'holiday-party',
        season: holidayParty.getUTCFullYear(),
        startsOn: opens,
        endsOn: holidayEnds,
        title: 'Holiday Party',
        eventDate: isoDate(holidayParty),
        timeText: '2:00 PM to 4:30 PM (doors open at 1:30 PM)',
        location: RECREATION_CENTER,
        rsvpBy: isoDate(addDays(holidayParty, -20)),
        details: 'Join fellow members for an afternoon of holiday music, good food and good company.',
      },
      {
        id: seedId('rsvp-event', 'may-social'),
        key: 'may-social',
        season: maySocial.getUTCFullYear(),
        startsOn: opens,
        endsOn: mayEnds,
        title: 'May Social',
        eventDate: isoDate(maySocial),
        timeText: '2:00 PM to 4:30 PM',
        location: RECREATION_CENTER,
        rsvpBy: isoDate(addDays(maySocial, -7)),
        details: 'Our spring luncheon, with the Life Time Membership awards.',
      },
    ],
    windows: [
      { id: seedId('feature-window', '/holiday-party'), route: '/holiday-party', startsOn: opens, endsOn: holidayEnds },
      { id: seedId('feature-window', '/may-social'), route: '/may-social', startsOn: opens, endsOn: mayEnds },
    ],
  };
}

/** Inserts the socials and their windows that are not there yet; an admin's later edits are kept. */
export async function seedRsvpEvents(manager: EntityManager, now: Date): Promise<number> {
  const { events, windows } = socialSeason(now);
  return (await insertMissing(manager, RsvpEventEntity, events as RsvpEventEntity[])) + (await insertMissing(manager, FeatureWindowEntity, windows));
}
