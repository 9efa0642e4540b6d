import { CalendarDataQuerySchema, CalendarScopeQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CalendarDataQueryDto extends createZodDto(CalendarDataQuerySchema) {}
export class CalendarScopeQueryDto extends createZodDto(CalendarScopeQuerySchema) {}
