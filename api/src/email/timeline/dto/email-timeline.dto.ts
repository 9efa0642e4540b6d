import { EmailTimelineQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class EmailTimelineQueryDto extends createZodDto(EmailTimelineQuerySchema) {}
