import { MemberApplicationSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberApplicationDto extends createZodDto(MemberApplicationSchema) {}
