import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AttendeesResponse,
  RsvpEvent,
  RsvpEventResponse,
  RsvpSeasonsResponse,
  RsvpUpdateResponse,
  holidayAttendeesRoute,
  rsvpAttendeesCsvRoute,
  rsvpEventRoute,
  rsvpSeasonsRoute,
  seasonAttendeesCsvRoute,
  seasonAttendeesRoute,
  socialAttendeesRoute,
  startNextSeasonRoute,
  updateHolidayRsvpRoute,
  updateRsvpEventRoute,
  updateSocialRsvpRoute,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { attendeesCsv } from './attendees-csv';
import { HolidayRsvpDto, RsvpEventUpdateDto, SocialRsvpDto, StartRsvpSeasonDto } from './dto/rsvp.dto';
import { RsvpService } from './rsvp.service';
import { Route } from '../common/route.decorator';

@ApiTags('rsvp')
@ApiBearerAuth()
@Controller()
export class RsvpController {
  constructor(private readonly rsvp: RsvpService) {}

  @Route(updateHolidayRsvpRoute)
  updateHoliday(@CurrentMember() member: MemberEntity, @Body() body: HolidayRsvpDto): Promise<RsvpUpdateResponse> {
    return this.rsvp.update('holiday-party', member, body.email, body.attending);
  }

  @Route(updateSocialRsvpRoute)
  updateSocial(@CurrentMember() member: MemberEntity, @Body() body: SocialRsvpDto): Promise<RsvpUpdateResponse> {
    return this.rsvp.update('may-social', member, body.email, body.attending);
  }

  @Route(holidayAttendeesRoute)
  holidayAttendees(): Promise<AttendeesResponse> {
    return this.rsvp.attendees('holiday-party');
  }

  @Route(socialAttendeesRoute)
  socialAttendees(): Promise<AttendeesResponse> {
    return this.rsvp.attendees('may-social');
  }

  @Route(rsvpEventRoute)
  event(@CurrentMember() member: MemberEntity, @Param('key') key: string): Promise<RsvpEventResponse> {
    return this.rsvp.event(this.rsvp.parseKey(key), member);
  }

  @Route(updateRsvpEventRoute)
  updateEvent(@Param('key') key: string, @Body() body: RsvpEventUpdateDto): Promise<RsvpEvent> {
    return this.rsvp.updateEvent(this.rsvp.parseKey(key), body);
  }

  @Route(rsvpAttendeesCsvRoute)
  async attendeesCsv(@Param('key') key: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const eventKey = this.rsvp.parseKey(key);
    const { attendees } = await this.rsvp.attendees(eventKey);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${eventKey}-attendees.csv"`);
    return attendeesCsv(attendees);
  }

  @Route(rsvpSeasonsRoute)
  seasons(@Param('key') key: string): Promise<RsvpSeasonsResponse> {
    return this.rsvp.seasonList(this.rsvp.parseKey(key));
  }

  /** The same role as RSVP Event Settings, whose page offers it. */
  @Route(startNextSeasonRoute)
  startNextSeason(@Param('key') key: string, @Body() body: StartRsvpSeasonDto): Promise<RsvpEvent> {
    return this.rsvp.startNextSeason(this.rsvp.parseKey(key), body.fromSeason);
  }

  /** Like the current list: every member may read who came. */
  @Route(seasonAttendeesRoute)
  seasonAttendees(@Param('key') key: string, @Param('season') season: string): Promise<AttendeesResponse> {
    return this.rsvp.seasonAttendees(this.rsvp.parseKey(key), season);
  }

  @Route(seasonAttendeesCsvRoute)
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
