import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type CalendarCategoriesResponse,
  type CalendarDataResponse,
  type CalendarDeleteResponse,
  type CalendarEventResponse,
  type CalendarSeriesResponse,
  calendarCategoriesRoute,
  calendarDataRoute,
  calendarEventRoute,
  createCalendarEventRoute,
  createCalendarSeriesRoute,
  deleteCalendarEventRoute,
  updateCalendarEventRoute,
} from '@greenroom/contracts';
import { CalendarService } from './calendar.service';
import { CalendarEventCreateDto, CalendarEventUpdateDto, CalendarSeriesCreateDto } from './dto/calendar-event.dto';
import { CalendarDataQueryDto, CalendarScopeQueryDto } from './dto/calendar-query.dto';
import { EventIdPipe } from './event-id.pipe';
import { Route } from '../common/route.decorator';

@ApiTags('calendar')
@ApiBearerAuth()
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Route(calendarCategoriesRoute)
  async categories(): Promise<CalendarCategoriesResponse> {
    return { categories: await this.calendar.listCategories() };
  }

  @Route(calendarDataRoute)
  async list(@Query() query: CalendarDataQueryDto): Promise<CalendarDataResponse> {
    return { records: await this.calendar.list(query) };
  }

  /** Beyond the spec: one event, so /edit-event?id= can open an event of any month. */
  @Route(calendarEventRoute)
  async findOne(@Param('id', EventIdPipe) id: string): Promise<CalendarEventResponse> {
    return { record: await this.calendar.findOne(id) };
  }

  @Route(createCalendarEventRoute)
  async create(@Body() body: CalendarEventCreateDto): Promise<CalendarEventResponse> {
    return { record: await this.calendar.create(body) };
  }

  @Route(createCalendarSeriesRoute)
  createSeries(@Body() body: CalendarSeriesCreateDto): Promise<CalendarSeriesResponse> {
    return this.calendar.createSeries(body);
  }

  @Route(updateCalendarEventRoute)
  async update(
    @Param('id', EventIdPipe) id: string,
    @Body() body: CalendarEventUpdateDto,
    @Query() query: CalendarScopeQueryDto,
  ): Promise<CalendarEventResponse> {
    return { record: await this.calendar.update(id, body, query) };
  }

  @Route(deleteCalendarEventRoute)
  async remove(@Param('id', EventIdPipe) id: string, @Query() query: CalendarScopeQueryDto): Promise<CalendarDeleteResponse> {
    return { deleted: await this.calendar.remove(id, query) };
  }
}
