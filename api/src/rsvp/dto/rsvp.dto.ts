import { HolidayRsvpRequestSchema, RsvpEventFieldsSchema, SocialRsvpRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class HolidayRsvpDto extends createZodDto(HolidayRsvpRequestSchema) {}
export class SocialRsvpDto extends createZodDto(SocialRsvpRequestSchema) {}
export class RsvpEventFieldsDto extends createZodDto(RsvpEventFieldsSchema) {}
