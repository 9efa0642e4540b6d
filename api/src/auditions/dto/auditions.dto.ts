import { AuditionSubmissionSchema, MemberProfilePatchSchema, ShowInformationQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class ShowInformationQueryDto extends createZodDto(ShowInformationQuerySchema) {}
export class AuditionSubmissionDto extends createZodDto(AuditionSubmissionSchema) {}
export class MemberProfilePatchDto extends createZodDto(MemberProfilePatchSchema) {}
