import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  AttendeesResponse,
  RSVP_MESSAGES,
  RsvpEvent,
  RsvpEventFields,
  RsvpEventKey,
  RsvpEventKeySchema,
  RsvpEventResponse,
  RsvpUpdateResponse,
  SPEC_FEATURE_WINDOWS,
} from '@greenroom/contracts';
import { DataSource, Repository } from 'typeorm';
import { assertOwnEmail } from '../common/own-email';
import { FeatureWindowEntity } from '../feature-windows/entities/feature-window.entity';
import { MemberEntity } from '../members/entities/member.entity';
import { toMember } from '../members/member.mapper';
import { EventRsvpEntity } from './entities/event-rsvp.entity';
import { RsvpEventEntity } from './entities/rsvp-event.entity';
import { RsvpMailer } from './rsvp-mailer.service';
import { RsvpAnswersRepository } from './rsvp-answers.repository';
import { MailSettings } from '../mail/mail-settings';
import { theaterToday, windowRefusal } from './theater-day';

const LONG_WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function longWeekdayDate(date: string): string {
  return LONG_WEEKDAY.format(new Date(`${date}T00:00:00Z`));
}

@Injectable()
export class RsvpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RsvpEventEntity) private readonly events: Repository<RsvpEventEntity>,
    @InjectRepository(EventRsvpEntity) private readonly rsvps: Repository<EventRsvpEntity>,
    @InjectRepository(FeatureWindowEntity) private readonly windows: Repository<FeatureWindowEntity>,
    private readonly answers: RsvpAnswersRepository,
    private readonly mailer: RsvpMailer,
    private readonly settings: MailSettings,
  ) {}

  /** A path parameter that is not one of the socials is simply an unknown event. */
  parseKey(key: string): RsvpEventKey {
    const parsed = RsvpEventKeySchema.safeParse(key);
    if (!parsed.success) throw new NotFoundException(RSVP_MESSAGES.eventNotFound);
    return parsed.data;
  }

  async event(key: RsvpEventKey, member: MemberEntity): Promise<RsvpEventResponse> {
    const { entity, event } = await this.load(key);
    const own = await this.rsvps.findOne({ where: { memberId: member.id, eventId: entity.id } });
    return { event, attending: own ? own.attending : null };
  }

  async update(key: RsvpEventKey, member: MemberEntity, requestedEmail: string | undefined, attending: boolean): Promise<RsvpUpdateResponse> {
    assertOwnEmail(member, requestedEmail, RSVP_MESSAGES.notYours);
    const { entity, event } = await this.load(key);
    // The guard hides the page outside its window; the API refuses too, with the guard's words.
    const refusal = windowRefusal(event, theaterToday(this.settings.timeZone));
    if (refusal) throw new ForbiddenException(refusal);
    const change = await this.answers.upsert('event_rsvps', member.id, entity.id, attending);
    if (change) {
      await this.mailer.confirm(
        {
          to: member.email,
          firstName: member.firstName,
          eventTitle: event.title,
          eventLines: [longWeekdayDate(event.eventDate), event.timeText, event.location],
          attending,
        },
        `${change.id}-${change.changedAt.getTime()}`,
      );
    }
    return { member: toMember(member), attending, changed: change !== null };
  }

  async attendees(key: RsvpEventKey): Promise<AttendeesResponse> {
    const { entity } = await this.load(key);
    return { attendees: await this.answers.attending('event_rsvps', entity.id) };
  }

  /** Admins set the event text and its window (the guard's feature window) together. */
  async updateEvent(key: RsvpEventKey, fields: RsvpEventFields): Promise<RsvpEvent> {
    const { startsOn, endsOn, ...info } = fields;
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(RsvpEventEntity, { key }, info);
      if (!result.affected) throw new NotFoundException(RSVP_MESSAGES.eventNotFound);
      await manager.upsert(FeatureWindowEntity, { route: `/${key}`, startsOn, endsOn }, ['route']);
    });
    return (await this.load(key)).event;
  }

  private async load(key: RsvpEventKey): Promise<{ entity: RsvpEventEntity; event: RsvpEvent }> {
    const entity = await this.events.findOne({ where: { key } });
    if (!entity) throw new NotFoundException(RSVP_MESSAGES.eventNotFound);
    const route = `/${key}` as const;
    const { startsOn, endsOn } = (await this.windows.findOne({ where: { route } })) ?? SPEC_FEATURE_WINDOWS[route];
    const { title, eventDate, timeText, location, rsvpBy, details } = entity;
    return { entity, event: { key, title, eventDate, timeText, location, rsvpBy, details, startsOn, endsOn } };
  }
}
