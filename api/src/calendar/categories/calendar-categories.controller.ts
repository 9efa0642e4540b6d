import { Body, Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CATEGORY_MESSAGES,
  type CalendarCategoriesResponse,
  type CalendarCategoryResponse,
  createCalendarCategoryRoute,
  orderCalendarCategoriesRoute,
  restoreCalendarCategoryRoute,
  retireCalendarCategoryRoute,
  updateCalendarCategoryRoute,
} from '@greenroom/contracts';
import { CalendarCategoriesService } from './calendar-categories.service';
import { CalendarCategoryCreateDto, CalendarCategoryOrderDto, CalendarCategoryUpdateDto } from './dto/calendar-category.dto';
import { Route } from '../../common/route.decorator';

/** A category id is a UUID; any other text names no category. */
const categoryId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(CATEGORY_MESSAGES.notFound) });

/** Reading the list stays on CalendarController (every member); changing it is for Admins. */
@ApiTags('calendar')
@ApiBearerAuth()
@Controller()
export class CalendarCategoriesController {
  constructor(private readonly categories: CalendarCategoriesService) {}

  @Route(createCalendarCategoryRoute)
  async create(@Body() body: CalendarCategoryCreateDto): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.create(body) };
  }

  /** The office's own order for the whole list, saved at once. */
  @Route(orderCalendarCategoriesRoute)
  async reorder(@Body() body: CalendarCategoryOrderDto): Promise<CalendarCategoriesResponse> {
    return { categories: await this.categories.reorder(body) };
  }

  @Route(updateCalendarCategoryRoute)
  async update(@Param('id', categoryId) id: string, @Body() body: CalendarCategoryUpdateDto): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.update(id, body) };
  }

  @Route(retireCalendarCategoryRoute)
  async retire(@Param('id', categoryId) id: string): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.retire(id) };
  }

  @Route(restoreCalendarCategoryRoute)
  async restore(@Param('id', categoryId) id: string): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.restore(id) };
  }
}
