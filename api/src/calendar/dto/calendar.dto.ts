import {
  CalendarDataQuerySchema,
  CalendarEventCreateSchema,
  CalendarEventUpdateSchema,
  CalendarScopeQuerySchema,
  CalendarSeriesCreateSchema,
  GlanceQuerySchema,
} from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CalendarDataQueryDto extends createZodDto(CalendarDataQuerySchema) {}
export class CalendarEventCreateDto extends createZodDto(CalendarEventCreateSchema) {}
export class CalendarSeriesCreateDto extends createZodDto(CalendarSeriesCreateSchema) {}
export class CalendarEventUpdateDto extends createZodDto(CalendarEventUpdateSchema) {}
export class CalendarScopeQueryDto extends createZodDto(CalendarScopeQuerySchema) {}
export class GlanceQueryDto extends createZodDto(GlanceQuerySchema) {}
