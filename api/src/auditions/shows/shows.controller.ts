import { Body, Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SHOW_MESSAGES,
  type ShowResponse,
  type ShowsResponse,
  createShowRoute,
  retireShowRoute,
  showsRoute,
  updateShowRoute,
} from '@greenroom/contracts';
import { ShowUpdateDto } from './dto/show-update.dto';
import { ShowWriteDto } from './dto/show-write.dto';
import { ShowsService } from './shows.service';
import { Route } from '../../common/route.decorator';

/** A show id is a UUID; any other text names no show. */
const showId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SHOW_MESSAGES.notFound) });

@ApiTags('auditions')
@ApiBearerAuth()
@Controller()
export class ShowsController {
  constructor(private readonly shows: ShowsService) {}

  /** Every member: the selection hides retired shows, the form reads the characters. */
  @Route(showsRoute)
  async list(): Promise<ShowsResponse> {
    return { shows: await this.shows.list() };
  }

  @Route(createShowRoute)
  async create(@Body() body: ShowWriteDto): Promise<ShowResponse> {
    return { show: await this.shows.create(body) };
  }

  @Route(updateShowRoute)
  async update(@Param('id', showId) id: string, @Body() body: ShowUpdateDto): Promise<ShowResponse> {
    return { show: await this.shows.update(id, body) };
  }

  @Route(retireShowRoute)
  async retire(@Param('id', showId) id: string): Promise<ShowResponse> {
    return { show: await this.shows.retire(id) };
  }
}
