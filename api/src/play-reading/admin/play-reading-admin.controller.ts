import { Body, Controller, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  RSVP_MESSAGES,
  type PlayReadingCancelResponse,
  type PlayReadingEventResponse,
  type PlayReadingManagedEventsResponse,
  cancelPlayReadingEventRoute,
  createPlayReadingEventRoute,
  managedPlayReadingEventsRoute,
  updatePlayReadingEventRoute,
} from '@greenroom/contracts';
import { PlayReadingEventUpdateDto } from './dto/play-reading-event-update.dto';
import { PlayReadingEventWriteDto } from './dto/play-reading-event-write.dto';
import { PlayReadingManageQueryDto } from './dto/play-reading-manage-query.dto';
import { PlayReadingAdminService } from './play-reading-admin.service';
import { Route } from '../../common/route.decorator';

const eventId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(RSVP_MESSAGES.playReadingNotFound) });

/** Leaders run play readings, so they (and everyone above them) enter and cancel them. */
@ApiTags('play-reading')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller()
export class PlayReadingAdminController {
  constructor(private readonly admin: PlayReadingAdminService) {}

  /** Members see 45 days ahead (GET /membership/play-reading-events); the office sees every reading it entered. */
  @Route(managedPlayReadingEventsRoute)
  manage(@Query() query: PlayReadingManageQueryDto): Promise<PlayReadingManagedEventsResponse> {
    return this.admin.manageList(query.past);
  }

  @Route(createPlayReadingEventRoute)
  async create(@Body() body: PlayReadingEventWriteDto): Promise<PlayReadingEventResponse> {
    return { event: await this.admin.create(body) };
  }

  @Route(updatePlayReadingEventRoute)
  async update(@Param('id', eventId) id: string, @Body() body: PlayReadingEventUpdateDto): Promise<PlayReadingEventResponse> {
    return { event: await this.admin.update(id, body) };
  }

  @Route(cancelPlayReadingEventRoute)
  cancel(@Param('id', eventId) id: string): Promise<PlayReadingCancelResponse> {
    return this.admin.cancel(id);
  }
}
