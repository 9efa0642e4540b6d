import { PlayReadingEventWriteSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class PlayReadingEventWriteDto extends createZodDto(PlayReadingEventWriteSchema) {}
