import { PlayReadingAttendeesRequestSchema, PlayReadingRsvpStatusRequestSchema, PlayReadingRsvpUpdateRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class PlayReadingRsvpStatusDto extends createZodDto(PlayReadingRsvpStatusRequestSchema) {}
export class PlayReadingRsvpUpdateDto extends createZodDto(PlayReadingRsvpUpdateRequestSchema) {}
export class PlayReadingAttendeesDto extends createZodDto(PlayReadingAttendeesRequestSchema) {}
