import { HolidayRsvpRequestSchema, RsvpEventUpdateSchema, SocialRsvpRequestSchema, StartRsvpSeasonRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class HolidayRsvpDto extends createZodDto(HolidayRsvpRequestSchema) {}
export class SocialRsvpDto extends createZodDto(SocialRsvpRequestSchema) {}
export class RsvpEventUpdateDto extends createZodDto(RsvpEventUpdateSchema) {}
export class StartRsvpSeasonDto extends createZodDto(StartRsvpSeasonRequestSchema) {}
