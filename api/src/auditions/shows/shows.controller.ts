import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, SHOW_MANAGER_ROLES, SHOW_MESSAGES, type ShowResponse, type ShowsResponse } from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { ShowUpdateDto } from './dto/show-update.dto';
import { ShowWriteDto } from './dto/show-write.dto';
import { ShowsService } from './shows.service';

/** A show id is a UUID; any other text names no show. */
const showId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SHOW_MESSAGES.notFound) });

@ApiTags('auditions')
@ApiBearerAuth()
@Controller('shows')
export class ShowsController {
  constructor(private readonly shows: ShowsService) {}

  /** Every member: the selection hides retired shows, the form reads the characters. */
  @Get()
  @Roles(...ALL_MEMBER_ROLES)
  async list(): Promise<ShowsResponse> {
    return { shows: await this.shows.list() };
  }

  @Post()
  @Roles(...SHOW_MANAGER_ROLES)
  async create(@Body() body: ShowWriteDto): Promise<ShowResponse> {
    return { show: await this.shows.create(body) };
  }

  @Put(':id')
  @Roles(...SHOW_MANAGER_ROLES)
  async update(@Param('id', showId) id: string, @Body() body: ShowUpdateDto): Promise<ShowResponse> {
    return { show: await this.shows.update(id, body) };
  }

  @Post(':id/retire')
  @HttpCode(200)
  @Roles(...SHOW_MANAGER_ROLES)
  async retire(@Param('id', showId) id: string): Promise<ShowResponse> {
    return { show: await this.shows.retire(id) };
  }
}
