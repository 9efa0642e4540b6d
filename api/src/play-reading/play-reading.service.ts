import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AttendeesResponse,
  PLAY_READING_ADMIN_MESSAGES,
  PLAY_READING_WINDOW_DAYS,
  PlayReadingEventsResponse,
  PlayReadingRsvpStatusResponse,
  PlayReadingRsvpUpdateResponse,
  RSVP_MESSAGES,
} from '@greenroom/contracts';
import { assertOwnEmail } from '../common/own-email';
import { MemberEntity } from '../members/entities/member.entity';
import { RsvpMailer } from '../rsvp/rsvp-mailer';
import { RsvpAnswersRepository } from '../rsvp/rsvp-answers.repository';
import { AppConfig } from '../config/app-config';
import { addDays, theaterToday } from '../rsvp/theater-day';
import { PlayReadingEventEntity } from './entities/play-reading-event.entity';
import { PlayReadingEventsRepository } from './play-reading-events.repository';
import { playReadingLines, toPlayReadingEvent } from './play-reading-event.mapper';

@Injectable()
export class PlayReadingService {
  constructor(
    private readonly events: PlayReadingEventsRepository,
    private readonly answers: RsvpAnswersRepository,
    private readonly mailer: RsvpMailer,
    private readonly config: AppConfig,
  ) {}

  /** Readings from today (or still running today) up to 45 days ahead, soonest first. */
  async upcoming(now: Date = new Date()): Promise<PlayReadingEventsResponse> {
    const today = theaterToday(this.config.theaterTimeZone, now);
    const events = await this.events.between(today, addDays(today, PLAY_READING_WINDOW_DAYS));
    return { events: events.map(toPlayReadingEvent) };
  }

  async status(member: MemberEntity, requestedEmail: string | undefined, eventId: string): Promise<PlayReadingRsvpStatusResponse> {
    assertOwnEmail(member, requestedEmail, RSVP_MESSAGES.notYours);
    await this.find(eventId);
    return { attending: (await this.answers.answerOf('play_reading_rsvps', member.id, eventId)) ?? false };
  }

  async update(
    member: MemberEntity,
    requestedEmail: string | undefined,
    eventId: string,
    attending: boolean,
  ): Promise<PlayReadingRsvpUpdateResponse> {
    assertOwnEmail(member, requestedEmail, RSVP_MESSAGES.notYours);
    const event = await this.find(eventId);
    if (event.cancelledAt) throw new BadRequestException(PLAY_READING_ADMIN_MESSAGES.cancelled);
    if ((event.endDate ?? event.startDate) < theaterToday(this.config.theaterTimeZone)) throw new BadRequestException(RSVP_MESSAGES.playReadingPast);
    const change = await this.answers.upsert('play_reading_rsvps', member.id, event.id, attending);
    if (change) {
      await this.mailer.confirm(
        {
          to: member.email,
          firstName: member.firstName,
          eventTitle: event.title,
          eventLines: playReadingLines(event),
          attending,
          // The page takes answers until the reading's (last) day.
          answerUntil: event.endDate ?? event.startDate,
        },
        `${change.id}-${change.changedAt.getTime()}`,
      );
    }
    return { success: true, attending, changed: change !== null };
  }

  async attendees(eventId: string): Promise<AttendeesResponse> {
    await this.find(eventId);
    return { attendees: await this.answers.attending('play_reading_rsvps', eventId) };
  }

  private async find(eventId: string): Promise<PlayReadingEventEntity> {
    const event = await this.events.findById(eventId);
    if (!event) throw new NotFoundException(RSVP_MESSAGES.playReadingNotFound);
    return event;
  }
}
