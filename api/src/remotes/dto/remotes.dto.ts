import { ActivateReleaseSchema, RegisterReleaseSchema, RemoteReportBatchSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class RegisterReleaseDto extends createZodDto(RegisterReleaseSchema) {}
export class ActivateReleaseDto extends createZodDto(ActivateReleaseSchema) {}
export class RemoteReportBatchDto extends createZodDto(RemoteReportBatchSchema) {}
