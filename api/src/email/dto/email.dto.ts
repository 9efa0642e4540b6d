import {
  EventsPreviewQuerySchema,
  RecipientCriteriaSchema,
  SendDigestTestRequestSchema,
  SendMassEmailRequestSchema,
  SendTestEmailRequestSchema,
  ToggleSchedulerRequestSchema,
} from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class RecipientCriteriaDto extends createZodDto(RecipientCriteriaSchema) {}
export class SendTestEmailDto extends createZodDto(SendTestEmailRequestSchema) {}
export class SendMassEmailDto extends createZodDto(SendMassEmailRequestSchema) {}
export class EventsPreviewQueryDto extends createZodDto(EventsPreviewQuerySchema) {}
export class SendDigestTestDto extends createZodDto(SendDigestTestRequestSchema) {}
export class ToggleSchedulerDto extends createZodDto(ToggleSchedulerRequestSchema) {}
