import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AttendeesResponse,
  PlayReadingEventsResponse,
  PlayReadingRsvpStatusResponse,
  PlayReadingRsvpUpdateResponse,
  playReadingAttendeesCsvRoute,
  playReadingAttendeesRoute,
  playReadingEventsRoute,
  playReadingRsvpStatusRoute,
  updatePlayReadingRsvpRoute,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { attendeesCsv } from '../rsvp/attendees-csv';
import { PlayReadingAttendeesDto, PlayReadingRsvpStatusDto, PlayReadingRsvpUpdateDto } from './dto/play-reading.dto';
import { PlayReadingService } from './play-reading.service';
import { Route } from '../common/route.decorator';

@ApiTags('play-reading')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller()
export class PlayReadingController {
  constructor(private readonly playReading: PlayReadingService) {}

  @Route(playReadingEventsRoute)
  events(): Promise<PlayReadingEventsResponse> {
    return this.playReading.upcoming();
  }

  @Route(playReadingRsvpStatusRoute)
  status(@CurrentMember() member: MemberEntity, @Body() body: PlayReadingRsvpStatusDto): Promise<PlayReadingRsvpStatusResponse> {
    return this.playReading.status(member, body.email, body.eventId);
  }

  @Route(updatePlayReadingRsvpRoute)
  update(@CurrentMember() member: MemberEntity, @Body() body: PlayReadingRsvpUpdateDto): Promise<PlayReadingRsvpUpdateResponse> {
    return this.playReading.update(member, body.email, body.eventId, body.attending);
  }

  @Route(playReadingAttendeesRoute)
  attendees(@Body() body: PlayReadingAttendeesDto): Promise<AttendeesResponse> {
    return this.playReading.attendees(body.eventId);
  }

  /** Spec 2.14 has no export; Leaders run play readings, so they may download the list as well as Admins. */
  @Route(playReadingAttendeesCsvRoute)
  async attendeesCsv(@Query() query: PlayReadingAttendeesDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { attendees } = await this.playReading.attendees(query.eventId);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="play-reading-attendees.csv"');
    return attendeesCsv(attendees);
  }
}
