import { MemberMeRequestSchema, OwnMemberUpdateSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberMeDto extends createZodDto(MemberMeRequestSchema) {}
export class OwnMemberUpdateDto extends createZodDto(OwnMemberUpdateSchema) {}
