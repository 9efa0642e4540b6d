import { PlayReadingManageQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class PlayReadingManageQueryDto extends createZodDto(PlayReadingManageQuerySchema) {}
