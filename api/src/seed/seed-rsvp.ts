import type { EntityManager } from 'typeorm';
import { RsvpEventEntity } from '../rsvp/entities/rsvp-event.entity';
import { seedId } from './seed-id';
import { insertMissing } from './seed.repository';

/** Spec 02 §9: this season's two socials. Admins change them (and their windows) on the RSVP settings page. */
const RSVP_EVENTS: Omit<RsvpEventEntity, 'updatedAt'>[] = [
  {
    id: seedId('rsvp-event', 'holiday-party'),
    key: 'holiday-party',
    title: 'Holiday Party',
    eventDate: '2025-12-05',
    timeText: 'Doors open at 1:30 PM; the party runs from 2:00 PM to 4:30 PM',
    location: 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL',
    rsvpBy: '2025-11-15',
    details: 'Join fellow members for an afternoon of holiday music, good food and good company.',
  },
  {
    id: seedId('rsvp-event', 'may-social'),
    key: 'may-social',
    title: 'May Social',
    eventDate: '2025-05-09',
    timeText: '2:00 PM to 4:30 PM',
    location: 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL',
    rsvpBy: '2025-05-02',
    details: 'Our spring luncheon, with the Life Time Membership awards.',
  },
];

/** Inserts the socials that are not there yet; an admin's later edits are kept. */
export async function seedRsvpEvents(manager: EntityManager): Promise<number> {
  return insertMissing(manager, RsvpEventEntity, RSVP_EVENTS as RsvpEventEntity[]);
}
