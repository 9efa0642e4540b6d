import { GlanceQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class GlanceQueryDto extends createZodDto(GlanceQuerySchema) {}
