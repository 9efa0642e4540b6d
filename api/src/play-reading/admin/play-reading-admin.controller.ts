import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ORGANIZER_ROLES,
  RSVP_MESSAGES,
  type PlayReadingCancelResponse,
  type PlayReadingEventResponse,
  type PlayReadingManagedEventsResponse,
} from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { PlayReadingEventUpdateDto } from './dto/play-reading-event-update.dto';
import { PlayReadingEventWriteDto } from './dto/play-reading-event-write.dto';
import { PlayReadingManageQueryDto } from './dto/play-reading-manage-query.dto';
import { PlayReadingAdminService } from './play-reading-admin.service';

const eventId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RSVP_MESSAGES.playReadingNotFound) });

/** Leaders run play readings, so they (and everyone above them) enter and cancel them. */
@ApiTags('play-reading')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller('membership/play-reading-events')
export class PlayReadingAdminController {
  constructor(private readonly admin: PlayReadingAdminService) {}

  /** Members see 45 days ahead (GET /membership/play-reading-events); the office sees every reading it entered. */
  @Get('manage')
  @Roles(...ORGANIZER_ROLES)
  manage(@Query() query: PlayReadingManageQueryDto): Promise<PlayReadingManagedEventsResponse> {
    return this.admin.manageList(query.past);
  }

  @Post()
  @Roles(...ORGANIZER_ROLES)
  async create(@Body() body: PlayReadingEventWriteDto): Promise<PlayReadingEventResponse> {
    return { event: await this.admin.create(body) };
  }

  @Put(':id')
  @Roles(...ORGANIZER_ROLES)
  async update(@Param('id', eventId) id: string, @Body() body: PlayReadingEventUpdateDto): Promise<PlayReadingEventResponse> {
    return { event: await this.admin.update(id, body) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Roles(...ORGANIZER_ROLES)
  cancel(@Param('id', eventId) id: string): Promise<PlayReadingCancelResponse> {
    return this.admin.cancel(id);
  }
}
