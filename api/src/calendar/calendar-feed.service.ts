import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  FEED_LINK_NOT_SHOWABLE_MESSAGE,
  NO_CALENDAR_FEED_MESSAGE,
  SIGN_IN_STATUSES,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '@greenroom/contracts';
import ical from 'ical-generator';
import { hashToken, newToken } from '../common/token-hash';
import { AppConfig } from '../config/app-config';
import type { MemberEntity } from '../members/entities/member.entity';
import { CalendarEventsRepository } from './calendar-events.repository';
import { feedToken, storedFeedToken } from './calendar-feed-token';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import type { CalendarFeedEntity } from './entities/calendar-feed.entity';
import { allDayFeedDates } from './feed-all-day';
import { feedText } from './feed-text';
import { TheaterEventsCalendar } from './theater-events/theater-events-calendar';

export const FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found.';
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;
const DAY_MS = 86_400_000;

@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly config: AppConfig,
    private readonly feeds: CalendarFeedsRepository,
    private readonly events: CalendarEventsRepository,
    private readonly theaterEvents: TheaterEventsCalendar,
  ) {}

  async status(member: MemberEntity): Promise<CalendarFeedStatus> {
    const feed = await this.feeds.ofMember(member.id);
    return {
      active: feed !== null,
      createdAt: feed?.createdAt.toISOString() ?? null,
      lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
      canShowAgain: feed !== null && this.tokenOf(feed) !== null,
    };
  }

  /** A new secret link; the member's previous link stops working at once. */
  async renew(member: MemberEntity): Promise<CalendarFeedLink> {
    const [key] = this.config.emailLinkKeys;
    const nonce = newToken();
    const token = feedToken(key, nonce);
    await this.feeds.replace(member.id, hashToken(token), { keyId: key.id, nonce }, new Date());
    return { url: this.urlOf(token) };
  }

  /** The member's current link again, for another device: the calendar apps already reading it keep updating. */
  async current(member: MemberEntity): Promise<CalendarFeedLink> {
    const feed = await this.feeds.ofMember(member.id);
    if (!feed) throw new NotFoundException(NO_CALENDAR_FEED_MESSAGE);
    const token = this.tokenOf(feed);
    if (!token) throw new ConflictException(FEED_LINK_NOT_SHOWABLE_MESSAGE);
    return { url: this.urlOf(token) };
  }

  async revoke(member: MemberEntity): Promise<CalendarFeedStatus> {
    await this.feeds.deleteOfMember(member.id);
    return { active: false, createdAt: null, lastFetchedAt: null, canShowAgain: false };
  }

  /** The feed's token made again; null for a link from before links could be shown again, or of a retired secret. */
  private tokenOf(feed: CalendarFeedEntity): string | null {
    if (!feed.linkKeyId || !feed.linkNonce) return null;
    const token = storedFeedToken({ keyId: feed.linkKeyId, nonce: feed.linkNonce }, this.config.emailLinkKeys);
    // A key id since given another secret would make a different token: only one that still opens the feed is shown.
    return token !== null && hashToken(token) === feed.tokenHash ? token : null;
  }

  private urlOf(token: string): string {
    return `${this.config.portalUrl}/api/calendar-feed/${token}/calendar.ics`;
  }

  /** RFC 5545 text of the calendar for a live link of a member who may still sign in. */
  async calendar(token: string, now = new Date()): Promise<string> {
    const feed = await this.feeds.byTokenHash(hashToken(token));
    if (!feed?.member || !SIGN_IN_STATUSES.some((status) => status === feed.member?.membershipStatus))
      throw new NotFoundException(FEED_NOT_FOUND_MESSAGE);
    await this.feeds.markFetched(feed.id, now);
    const [from, to] = [new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)];
    const [events, theaterEvents] = await Promise.all([this.events.startingBetween(from, to), this.theaterEvents.overlapping(from, to)]);
    const calendar = ical({
      name: 'Greenroom Theater Calendar',
      prodId: { company: 'Greenroom', product: 'Member Portal', language: 'EN' },
      ttl: 3600,
    });
    for (const event of events) {
      const times = event.isAllDay
        ? allDayFeedDates(event.startAt, event.endAt)
        : // Timed events are saved with an end; rows from before that rule get the spec's one hour.
          { start: event.startAt, end: event.endAt ?? new Date(event.startAt.getTime() + 3_600_000) };
      calendar.createEvent({
        id: `${event.id}@greenroom`,
        ...times,
        allDay: event.isAllDay,
        summary: feedText(event.title) ?? '',
        location: feedText(event.location),
        description: feedText(event.details, true),
        categories: [{ name: feedText(event.category) ?? '' }],
        lastModified: event.updatedAt,
        stamp: event.updatedAt,
      });
    }
    // The socials and play readings, each with its page: answered there, not in the calendar app.
    for (const { id, fields } of theaterEvents) {
      const start = new Date(fields.StartDateTime * 1000);
      const end = new Date((fields.EndDateTime ?? fields.StartDateTime) * 1000);
      calendar.createEvent({
        id: `${id}@greenroom`,
        ...(fields.IsAllDay ? allDayFeedDates(start, end) : { start, end }),
        allDay: fields.IsAllDay,
        summary: feedText(fields.Title) ?? '',
        location: feedText(fields.Location),
        description: feedText(fields.Details, true),
        categories: [{ name: fields.Category }],
        url: fields.Page ? `${this.config.portalUrl}${fields.Page.path}` : null,
        stamp: now,
      });
    }
    return calendar.toString();
  }
}
