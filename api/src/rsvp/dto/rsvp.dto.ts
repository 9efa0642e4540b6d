import { HolidayRsvpRequestSchema, RsvpEventFieldsSchema, SocialRsvpRequestSchema, StartRsvpSeasonRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class HolidayRsvpDto extends createZodDto(HolidayRsvpRequestSchema) {}
export class SocialRsvpDto extends createZodDto(SocialRsvpRequestSchema) {}
export class RsvpEventFieldsDto extends createZodDto(RsvpEventFieldsSchema) {}
export class StartRsvpSeasonDto extends createZodDto(StartRsvpSeasonRequestSchema) {}
