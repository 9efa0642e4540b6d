import { AdminMemberUpdateSchema, MemberDeleteRequestSchema, MemberDetailQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class AdminMemberUpdateDto extends createZodDto(AdminMemberUpdateSchema) {}
export class MemberDetailQueryDto extends createZodDto(MemberDetailQuerySchema) {}
export class MemberDeleteDto extends createZodDto(MemberDeleteRequestSchema) {}
