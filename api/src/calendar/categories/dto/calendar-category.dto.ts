import { CalendarCategoryCreateSchema, CalendarCategoryOrderSchema, CalendarCategoryUpdateSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CalendarCategoryCreateDto extends createZodDto(CalendarCategoryCreateSchema) {}
export class CalendarCategoryUpdateDto extends createZodDto(CalendarCategoryUpdateSchema) {}
export class CalendarCategoryOrderDto extends createZodDto(CalendarCategoryOrderSchema) {}
