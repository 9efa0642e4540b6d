import {
  ActivateReleaseSchema,
  RegisterReleaseSchema,
  RemoteReportBatchSchema,
  StageReleaseSchema,
  StopRolloutQuerySchema,
} from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class RegisterReleaseDto extends createZodDto(RegisterReleaseSchema) {}
export class ActivateReleaseDto extends createZodDto(ActivateReleaseSchema) {}
export class RemoteReportBatchDto extends createZodDto(RemoteReportBatchSchema) {}
export class StageReleaseDto extends createZodDto(StageReleaseSchema) {}
export class StopRolloutQueryDto extends createZodDto(StopRolloutQuerySchema) {}
