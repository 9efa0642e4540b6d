import { MemberMeRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberMeDto extends createZodDto(MemberMeRequestSchema) {}
