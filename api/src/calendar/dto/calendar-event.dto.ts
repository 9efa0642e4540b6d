import { CalendarEventCreateSchema, CalendarEventUpdateSchema, CalendarSeriesCreateSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CalendarEventCreateDto extends createZodDto(CalendarEventCreateSchema) {}
export class CalendarSeriesCreateDto extends createZodDto(CalendarSeriesCreateSchema) {}
export class CalendarEventUpdateDto extends createZodDto(CalendarEventUpdateSchema) {}
