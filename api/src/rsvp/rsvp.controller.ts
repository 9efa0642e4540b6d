import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_ONLY,
  ALL_MEMBER_ROLES,
  AttendeesResponse,
  RsvpEvent,
  RsvpEventResponse,
  RsvpSeasonsResponse,
  RsvpUpdateResponse,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { attendeesCsv } from './attendees-csv';
import { HolidayRsvpDto, RsvpEventUpdateDto, SocialRsvpDto, StartRsvpSeasonDto } from './dto/rsvp.dto';
import { RsvpService } from './rsvp.service';

@ApiTags('rsvp')
@ApiBearerAuth()
@Controller()
export class RsvpController {
  constructor(private readonly rsvp: RsvpService) {}

  @Post('update-holiday-rsvp')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  updateHoliday(@CurrentMember() member: MemberEntity, @Body() body: HolidayRsvpDto): Promise<RsvpUpdateResponse> {
    return this.rsvp.update('holiday-party', member, body.email, body.attending);
  }

  @Post('update-social-rsvp')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  updateSocial(@CurrentMember() member: MemberEntity, @Body() body: SocialRsvpDto): Promise<RsvpUpdateResponse> {
    return this.rsvp.update('may-social', member, body.email, body.attending);
  }

  @Get('holiday-party-attendees')
  @Roles(...ALL_MEMBER_ROLES)
  holidayAttendees(): Promise<AttendeesResponse> {
    return this.rsvp.attendees('holiday-party');
  }

  @Get('may-social-attendees')
  @Roles(...ALL_MEMBER_ROLES)
  socialAttendees(): Promise<AttendeesResponse> {
    return this.rsvp.attendees('may-social');
  }

  @Get('rsvp-events/:key')
  @Roles(...ALL_MEMBER_ROLES)
  event(@CurrentMember() member: MemberEntity, @Param('key') key: string): Promise<RsvpEventResponse> {
    return this.rsvp.event(this.rsvp.parseKey(key), member);
  }

  @Put('rsvp-events/:key')
  @Roles(...ADMIN_ONLY)
  updateEvent(@Param('key') key: string, @Body() body: RsvpEventUpdateDto): Promise<RsvpEvent> {
    return this.rsvp.updateEvent(this.rsvp.parseKey(key), body);
  }

  @Get('rsvp-events/:key/attendees.csv')
  @Roles(...ADMIN_ONLY)
  async attendeesCsv(@Param('key') key: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const eventKey = this.rsvp.parseKey(key);
    const { attendees } = await this.rsvp.attendees(eventKey);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${eventKey}-attendees.csv"`);
    return attendeesCsv(attendees);
  }

  @Get('rsvp-events/:key/seasons')
  @Roles(...ALL_MEMBER_ROLES)
  seasons(@Param('key') key: string): Promise<RsvpSeasonsResponse> {
    return this.rsvp.seasonList(this.rsvp.parseKey(key));
  }

  /** The same role as RSVP Event Settings, whose page offers it. */
  @Post('rsvp-events/:key/seasons')
  @HttpCode(201)
  @Roles(...ADMIN_ONLY)
  startNextSeason(@Param('key') key: string, @Body() body: StartRsvpSeasonDto): Promise<RsvpEvent> {
    return this.rsvp.startNextSeason(this.rsvp.parseKey(key), body.fromSeason);
  }

  /** Like the current list: every member may read who came. */
  @Get('rsvp-events/:key/seasons/:season/attendees')
  @Roles(...ALL_MEMBER_ROLES)
  seasonAttendees(@Param('key') key: string, @Param('season') season: string): Promise<AttendeesResponse> {
    return this.rsvp.seasonAttendees(this.rsvp.parseKey(key), season);
  }

  @Get('rsvp-events/:key/seasons/:season/attendees.csv')
  @Roles(...ADMIN_ONLY)
  async seasonAttendeesCsv(
    @Param('key') key: string,
    @Param('season') season: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const eventKey = this.rsvp.parseKey(key);
    const { attendees } = await this.rsvp.seasonAttendees(eventKey, season);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${eventKey}-${Number(season)}-attendees.csv"`);
    return attendeesCsv(attendees);
  }
}
