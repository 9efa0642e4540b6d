import { MergeCheckRequestSchema, RecipientCriteriaSchema, SendMassEmailRequestSchema, SendTestEmailRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class RecipientCriteriaDto extends createZodDto(RecipientCriteriaSchema) {}
export class SendTestEmailDto extends createZodDto(SendTestEmailRequestSchema) {}
export class SendMassEmailDto extends createZodDto(SendMassEmailRequestSchema) {}
export class MergeCheckDto extends createZodDto(MergeCheckRequestSchema) {}
