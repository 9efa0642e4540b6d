import { Controller, Delete, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, type CalendarFeedLink, type CalendarFeedStatus } from '@greenroom/contracts';
import { Public, Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import type { MemberEntity } from '../members/entities/member.entity';
import { CalendarFeedService } from './calendar-feed.service';

/** Beyond the spec: a read-only iCal feed per member, behind a secret link the member can renew or revoke. */
@ApiTags('calendar')
@Controller('calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  status(@CurrentMember() member: MemberEntity): Promise<CalendarFeedStatus> {
    return this.feeds.status(member);
  }

  /** The member's own current link again, to subscribe on another device; only over the owner's session. */
  @Get('link')
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  current(@CurrentMember() member: MemberEntity): Promise<CalendarFeedLink> {
    return this.feeds.current(member);
  }

  @Post()
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  renew(@CurrentMember() member: MemberEntity): Promise<CalendarFeedLink> {
    return this.feeds.renew(member);
  }

  @Delete()
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  revoke(@CurrentMember() member: MemberEntity): Promise<CalendarFeedStatus> {
    return this.feeds.revoke(member);
  }

  /** Calendar apps cannot send a bearer token: the secret in the path is the credential. */
  @Get(':token/calendar.ics')
  @Public()
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const text = await this.feeds.calendar(token);
    // Set only on success: an unknown link still answers the JSON { statusCode, message }.
    response.type('text/calendar; charset=utf-8').setHeader('Cache-Control', 'private, max-age=300');
    return text;
  }
}
