import {
  AdminMemberUpdateSchema,
  MemberApplicationSchema,
  MemberDeleteRequestSchema,
  MemberDetailQuerySchema,
  MemberSearchCriteriaSchema,
  MemberSearchRequestSchema,
  OwnMemberUpdateSchema,
} from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberSearchDto extends createZodDto(MemberSearchRequestSchema) {}
export class MemberExportDto extends createZodDto(MemberSearchCriteriaSchema) {}
export class OwnMemberUpdateDto extends createZodDto(OwnMemberUpdateSchema) {}
export class AdminMemberUpdateDto extends createZodDto(AdminMemberUpdateSchema) {}
export class MemberDetailQueryDto extends createZodDto(MemberDetailQuerySchema) {}
export class MemberDeleteDto extends createZodDto(MemberDeleteRequestSchema) {}
export class MemberApplicationDto extends createZodDto(MemberApplicationSchema) {}
