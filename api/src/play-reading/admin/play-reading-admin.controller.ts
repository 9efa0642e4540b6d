import { Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ORGANIZER_ROLES, RSVP_MESSAGES, type PlayReadingCancelResponse, type PlayReadingEventResponse } from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { PlayReadingEventUpdateDto } from './dto/play-reading-event-update.dto';
import { PlayReadingEventWriteDto } from './dto/play-reading-event-write.dto';
import { PlayReadingAdminService } from './play-reading-admin.service';

const eventId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RSVP_MESSAGES.playReadingNotFound) });

/** Leaders run play readings, so they (and everyone above them) enter and cancel them. */
@ApiTags('play-reading')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller('membership/play-reading-events')
export class PlayReadingAdminController {
  constructor(private readonly admin: PlayReadingAdminService) {}

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
