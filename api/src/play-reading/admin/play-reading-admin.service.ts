import { ConflictException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  PLAY_READING_ADMIN_MESSAGES,
  RSVP_MESSAGES,
  type PlayReadingCancelResponse,
  type PlayReadingEvent,
  type PlayReadingEventUpdate,
  type PlayReadingEventWrite,
  type PlayReadingManagedEventsResponse,
} from '@greenroom/contracts';
import { AppConfig } from '../../config/app-config';
import { theaterToday } from '../../rsvp/theater-day';
import { differingLabels, staleVersion } from '../../database/record-version';
import { EmailQueue } from '../../mail-delivery/email-queue';
import { RsvpAnswersRepository } from '../../rsvp/rsvp-answers.repository';
import { PlayReadingEventEntity } from '../entities/play-reading-event.entity';
import { playReadingLines, toPlayReadingEvent } from '../play-reading-event.mapper';
import { PlayReadingEventsRepository } from '../play-reading-events.repository';
import { playReadingCancelledEmail } from './play-reading-cancelled-email';

function columnsOf(body: PlayReadingEventWrite): Omit<PlayReadingEventEntity, 'id' | 'cancelledAt' | 'version'> {
  return {
    title: body.Title,
    startDate: body.Start_Date,
    endDate: body.End_Date,
    startTime: body.Start_Time,
    endTime: body.End_Time,
    location: body.Location,
    address: body.Address,
    description: body.Description,
  };
}

/** Leaders, Board members and Admins enter, change and cancel play readings. */
@Injectable()
export class PlayReadingAdminService {
  constructor(
    private readonly events: PlayReadingEventsRepository,
    private readonly answers: RsvpAnswersRepository,
    private readonly emailQueue: EmailQueue,
    private readonly config: AppConfig,
  ) {}

  /** The office's list: every reading not yet over (past ones too when asked), each with its number of Yes answers. */
  async manageList(past: boolean, now: Date = new Date()): Promise<PlayReadingManagedEventsResponse> {
    const events = await this.events.listFrom(past ? null : theaterToday(this.config.theaterTimeZone, now));
    const counts = await this.answers.attendingCounts(
      'play_reading_rsvps',
      events.map((event) => event.id),
    );
    return { events: events.map((event) => ({ ...toPlayReadingEvent(event), Attending_Count: counts.get(event.id) ?? 0 })) };
  }

  async create(body: PlayReadingEventWrite): Promise<PlayReadingEvent> {
    return toPlayReadingEvent(await this.events.save({ ...columnsOf(body), cancelledAt: null }));
  }

  /** Written only at the version the organizer loaded: a save over a newer change is a 409 naming what differs. */
  async update(id: string, body: PlayReadingEventUpdate): Promise<PlayReadingEvent> {
    await this.open(id);
    const columns = columnsOf(body);
    if (!(await this.events.updateAtVersion(id, body.version, columns))) {
      const stored = await this.open(id);
      throw staleVersion(
        'play reading',
        differingLabels({
          Title: [stored.title, columns.title],
          'Start Date': [stored.startDate, columns.startDate],
          'End Date': [stored.endDate, columns.endDate],
          'Start Time': [stored.startTime, columns.startTime],
          'End Time': [stored.endTime, columns.endTime],
          Location: [stored.location, columns.location],
          Address: [stored.address, columns.address],
          Description: [stored.description, columns.description],
        }),
      );
    }
    return toPlayReadingEvent(await this.open(id));
  }

  /**
   * Every member who answered Yes is e-mailed before the reading is marked: a queue that is down refuses the
   * cancellation (503) rather than cancelling silently, and each job's id is the member's address, so a retry
   * sends nobody a second message. The answers stay as the reading's history.
   */
  async cancel(id: string, now = new Date()): Promise<PlayReadingCancelResponse> {
    const event = await this.open(id);
    const attendees = await this.answers.attending('play_reading_rsvps', id);
    try {
      for (const attendee of attendees) {
        const mail = playReadingCancelledEmail({
          to: attendee.Email,
          firstName: attendee.First_Name,
          eventTitle: event.title,
          eventLines: playReadingLines(event),
        });
        await this.emailQueue.enqueue(mail, `play-reading-cancelled-${id}-${attendee.Email.toLowerCase()}`);
      }
    } catch {
      throw new ServiceUnavailableException(
        'The members who answered Yes could not be e-mailed just now, so the reading is not cancelled yet. Please try again in a few minutes.',
      );
    }
    if (!(await this.events.markCancelled(id, now))) throw new ConflictException(PLAY_READING_ADMIN_MESSAGES.alreadyCancelled);
    return { event: toPlayReadingEvent({ ...event, cancelledAt: now }), notified: attendees.length };
  }

  private async open(id: string): Promise<PlayReadingEventEntity> {
    const event = await this.events.findById(id);
    if (!event) throw new NotFoundException(RSVP_MESSAGES.playReadingNotFound);
    if (event.cancelledAt) throw new ConflictException(PLAY_READING_ADMIN_MESSAGES.alreadyCancelled);
    return event;
  }
}
