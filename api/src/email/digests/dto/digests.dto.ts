import {
  DigestScheduleRequestSchema,
  EventsPreviewQuerySchema,
  SendDigestTestRequestSchema,
  ToggleSchedulerRequestSchema,
} from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class EventsPreviewQueryDto extends createZodDto(EventsPreviewQuerySchema) {}
export class SendDigestTestDto extends createZodDto(SendDigestTestRequestSchema) {}
export class ToggleSchedulerDto extends createZodDto(ToggleSchedulerRequestSchema) {}
export class DigestScheduleDto extends createZodDto(DigestScheduleRequestSchema) {}
