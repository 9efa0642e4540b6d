import { Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type CalendarFeedLink,
  type CalendarFeedStatus,
  calendarFeedFileRoute,
  calendarFeedLinkRoute,
  calendarFeedStatusRoute,
  renewCalendarFeedRoute,
  revokeCalendarFeedRoute,
} from '@greenroom/contracts';
import { CurrentMember } from '../common/current-member.decorator';
import type { MemberEntity } from '../members/entities/member.entity';
import { CalendarFeedService } from './calendar-feed.service';
import { Route } from '../common/route.decorator';

/** Beyond the spec: a read-only iCal feed per member, behind a secret link the member can renew or revoke. */
@ApiTags('calendar')
@Controller()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Route(calendarFeedStatusRoute)
  @ApiBearerAuth()
  status(@CurrentMember() member: MemberEntity): Promise<CalendarFeedStatus> {
    return this.feeds.status(member);
  }

  /** The member's own current link again, to subscribe on another device; only over the owner's session. */
  @Route(calendarFeedLinkRoute)
  @ApiBearerAuth()
  current(@CurrentMember() member: MemberEntity): Promise<CalendarFeedLink> {
    return this.feeds.current(member);
  }

  @Route(renewCalendarFeedRoute)
  @ApiBearerAuth()
  renew(@CurrentMember() member: MemberEntity): Promise<CalendarFeedLink> {
    return this.feeds.renew(member);
  }

  @Route(revokeCalendarFeedRoute)
  @ApiBearerAuth()
  revoke(@CurrentMember() member: MemberEntity): Promise<CalendarFeedStatus> {
    return this.feeds.revoke(member);
  }

  /** Calendar apps cannot send a bearer token: the secret in the path is the credential. */
  @Route(calendarFeedFileRoute)
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const text = await this.feeds.calendar(token);
    // Set only on success: an unknown link still answers the JSON { statusCode, message }.
    response.type('text/calendar; charset=utf-8').setHeader('Cache-Control', 'private, max-age=300');
    return text;
  }
}
