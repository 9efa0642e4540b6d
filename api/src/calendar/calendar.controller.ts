import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ALL_MEMBER_ROLES,
  ORGANIZER_ROLES,
  type CalendarCategoriesResponse,
  type CalendarDataResponse,
  type CalendarDeleteResponse,
  type CalendarEventResponse,
  type CalendarSeriesResponse,
} from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { CalendarService } from './calendar.service';
import { CalendarEventCreateDto, CalendarEventUpdateDto, CalendarSeriesCreateDto } from './dto/calendar-event.dto';
import { CalendarDataQueryDto, CalendarScopeQueryDto } from './dto/calendar-query.dto';
import { EventIdPipe } from './event-id.pipe';

@ApiTags('calendar')
@ApiBearerAuth()
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('calendar-categories')
  @Roles(...ALL_MEMBER_ROLES)
  async categories(): Promise<CalendarCategoriesResponse> {
    return { categories: await this.calendar.listCategories() };
  }

  @Get('calendar-data')
  @Roles(...ALL_MEMBER_ROLES)
  async list(@Query() query: CalendarDataQueryDto): Promise<CalendarDataResponse> {
    return { records: await this.calendar.list(query) };
  }

  /** Beyond the spec: one event, so /edit-event?id= can open an event of any month. */
  @Get('calendar-data/:id')
  @Roles(...ALL_MEMBER_ROLES)
  async findOne(@Param('id', EventIdPipe) id: string): Promise<CalendarEventResponse> {
    return { record: await this.calendar.findOne(id) };
  }

  @Post('calendar-data')
  @Roles(...ORGANIZER_ROLES)
  async create(@Body() body: CalendarEventCreateDto): Promise<CalendarEventResponse> {
    return { record: await this.calendar.create(body) };
  }

  @Post('calendar-data/series')
  @Roles(...ORGANIZER_ROLES)
  createSeries(@Body() body: CalendarSeriesCreateDto): Promise<CalendarSeriesResponse> {
    return this.calendar.createSeries(body);
  }

  @Patch('calendar-data/:id')
  @Roles(...ORGANIZER_ROLES)
  async update(
    @Param('id', EventIdPipe) id: string,
    @Body() body: CalendarEventUpdateDto,
    @Query() query: CalendarScopeQueryDto,
  ): Promise<CalendarEventResponse> {
    return { record: await this.calendar.update(id, body, query) };
  }

  @Delete('calendar-data/:id')
  @Roles(...ORGANIZER_ROLES)
  async remove(@Param('id', EventIdPipe) id: string, @Query() query: CalendarScopeQueryDto): Promise<CalendarDeleteResponse> {
    return { deleted: await this.calendar.remove(id, query) };
  }
}
