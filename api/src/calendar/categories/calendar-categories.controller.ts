import { Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, CATEGORY_MESSAGES, type CalendarCategoriesResponse, type CalendarCategoryResponse } from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { CalendarCategoriesService } from './calendar-categories.service';
import { CalendarCategoryCreateDto, CalendarCategoryOrderDto, CalendarCategoryUpdateDto } from './dto/calendar-category.dto';

/** A category id is a UUID; any other text names no category. */
const categoryId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(CATEGORY_MESSAGES.notFound) });

/** Reading the list stays on CalendarController (every member); changing it is for Admins. */
@ApiTags('calendar')
@ApiBearerAuth()
@Controller('calendar-categories')
export class CalendarCategoriesController {
  constructor(private readonly categories: CalendarCategoriesService) {}

  @Post()
  @Roles(...ADMIN_ONLY)
  async create(@Body() body: CalendarCategoryCreateDto): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.create(body) };
  }

  /** The office's own order for the whole list, saved at once. */
  @Put('order')
  @Roles(...ADMIN_ONLY)
  async reorder(@Body() body: CalendarCategoryOrderDto): Promise<CalendarCategoriesResponse> {
    return { categories: await this.categories.reorder(body) };
  }

  @Patch(':id')
  @Roles(...ADMIN_ONLY)
  async update(@Param('id', categoryId) id: string, @Body() body: CalendarCategoryUpdateDto): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.update(id, body) };
  }

  @Post(':id/retire')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  async retire(@Param('id', categoryId) id: string): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.retire(id) };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  async restore(@Param('id', categoryId) id: string): Promise<CalendarCategoryResponse> {
    return { category: await this.categories.restore(id) };
  }
}
