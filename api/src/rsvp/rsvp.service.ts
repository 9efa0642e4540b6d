import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AttendeesResponse,
  formatCalendarDay,
  RSVP_MESSAGES,
  RsvpEvent,
  RsvpEventUpdate,
  RsvpEventKey,
  RsvpEventKeySchema,
  RsvpEventResponse,
  RsvpSeasonParamSchema,
  RsvpSeasonsResponse,
  RsvpUpdateResponse,
} from '@greenroom/contracts';
import { assertOwnEmail } from '../common/own-email';
import { differingLabels, staleVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { FeatureWindowsService } from '../feature-windows/feature-windows.service';
import { MemberEntity } from '../members/entities/member.entity';
import { toMember } from '../members/member.mapper';
import type { RsvpEventEntity } from './entities/rsvp-event.entity';
import { RsvpMailer } from './rsvp-mailer';
import { RsvpAnswersRepository } from './rsvp-answers.repository';
import { RsvpSeasonsRepository } from './rsvp-seasons.repository';
import { AppConfig } from '../config/app-config';
import { theaterToday, windowRefusal } from './theater-day';

@Injectable()
export class RsvpService {
  constructor(
    private readonly transactions: Transactions,
    private readonly seasons: RsvpSeasonsRepository,
    private readonly answers: RsvpAnswersRepository,
    private readonly mailer: RsvpMailer,
    private readonly config: AppConfig,
    private readonly windows: FeatureWindowsService,
  ) {}

  /** A path parameter that is not one of the socials is simply an unknown event. */
  parseKey(key: string): RsvpEventKey {
    const parsed = RsvpEventKeySchema.safeParse(key);
    if (!parsed.success) throw new NotFoundException(RSVP_MESSAGES.eventNotFound);
    return parsed.data;
  }

  /** The current season's event and the member's own answer for it. */
  async event(key: RsvpEventKey, member: MemberEntity): Promise<RsvpEventResponse> {
    const entity = await this.current(key);
    return { event: toRsvpEvent(entity), attending: await this.answers.answerOf('event_rsvps', member.id, entity.id) };
  }

  /** Answers always go to the current season: an earlier season's list is history. */
  async update(key: RsvpEventKey, member: MemberEntity, requestedEmail: string | undefined, attending: boolean): Promise<RsvpUpdateResponse> {
    assertOwnEmail(member, requestedEmail, RSVP_MESSAGES.notYours);
    const entity = await this.current(key);
    const event = toRsvpEvent(entity);
    // The guard hides the page outside its window; the API refuses too, with the guard's words.
    const refusal = windowRefusal(event, theaterToday(this.config.theaterTimeZone));
    if (refusal) throw new ForbiddenException(refusal);
    const change = await this.answers.upsert('event_rsvps', member.id, entity.id, attending);
    if (change) {
      await this.mailer.confirm(
        {
          to: member.email,
          firstName: member.firstName,
          eventTitle: event.title,
          eventLines: [formatCalendarDay(event.eventDate), event.timeText, event.location],
          attending,
          answerUntil: event.endsOn,
        },
        `${change.id}-${change.changedAt.getTime()}`,
      );
    }
    return { member: toMember(member), attending, changed: change !== null };
  }

  /** The current season's attendees (the spec's attendee-list calls). */
  async attendees(key: RsvpEventKey): Promise<AttendeesResponse> {
    const entity = await this.current(key);
    return { attendees: await this.answers.attending('event_rsvps', entity.id) };
  }

  async seasonList(key: RsvpEventKey): Promise<RsvpSeasonsResponse> {
    return { seasons: await this.seasons.list(key) };
  }

  /** Any season's attendees, the earlier ones kept readable as history. */
  async seasonAttendees(key: RsvpEventKey, season: string): Promise<AttendeesResponse> {
    const parsed = RsvpSeasonParamSchema.safeParse(season);
    const entity = parsed.success ? await this.seasons.bySeason(key, parsed.data) : null;
    if (!entity) throw new NotFoundException(RSVP_MESSAGES.seasonNotFound);
    return { attendees: await this.answers.attending('event_rsvps', entity.id) };
  }

  /** Admins set the current season's text and window; the window is mirrored for the shell's guard. */
  async updateEvent(key: RsvpEventKey, { version, ...fields }: RsvpEventUpdate): Promise<RsvpEvent> {
    return this.transactions.run(async () => {
      const entity = await this.current(key);
      const updated = await this.seasons.updateAtVersion(entity.id, version, fields);
      if (!updated) {
        const stored = await this.current(key);
        throw staleVersion(
          'event',
          differingLabels({
            Title: [stored.title, fields.title],
            'Date of the event': [stored.eventDate, fields.eventDate],
            Time: [stored.timeText, fields.timeText],
            Location: [stored.location, fields.location],
            'RSVP by': [stored.rsvpBy, fields.rsvpBy],
            Details: [stored.details, fields.details],
            'Page opens on': [stored.startsOn, fields.startsOn],
            'Page closes after': [stored.endsOn, fields.endsOn],
          }),
        );
      }
      await this.mirrorWindow(updated);
      return toRsvpEvent(updated);
    });
  }

  /**
   * Starts next season's social from the current one's settings, a year on, with no answers. `fromSeason` is the
   * season the Admin saw as current: a repeated click finds it is no longer current and changes nothing.
   */
  async startNextSeason(key: RsvpEventKey, fromSeason: number): Promise<RsvpEvent> {
    return this.transactions.run(async () => {
      const entity = await this.current(key);
      if (entity.season !== fromSeason) throw new ConflictException(RSVP_MESSAGES.seasonAlreadyStarted);
      const next = await this.seasons.insertNext(entity);
      if (!next) throw new ConflictException(RSVP_MESSAGES.seasonAlreadyStarted);
      await this.mirrorWindow(next);
      return toRsvpEvent(next);
    });
  }

  private mirrorWindow(entity: RsvpEventEntity): Promise<void> {
    return this.windows.setWindow({ route: `/${entity.key}`, startsOn: entity.startsOn, endsOn: entity.endsOn });
  }

  private async current(key: RsvpEventKey): Promise<RsvpEventEntity> {
    const entity = await this.seasons.current(key);
    if (!entity) throw new NotFoundException(RSVP_MESSAGES.eventNotFound);
    return entity;
  }
}

function toRsvpEvent(entity: RsvpEventEntity): RsvpEvent {
  const { key, season, title, eventDate, timeText, location, rsvpBy, details, startsOn, endsOn, version } = entity;
  return { key, season, title, eventDate, timeText, location, rsvpBy, details, startsOn, endsOn, version };
}
