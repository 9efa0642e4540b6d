import { PlayReadingEventUpdateSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class PlayReadingEventUpdateDto extends createZodDto(PlayReadingEventUpdateSchema) {}
