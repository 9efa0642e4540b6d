import { MemberLogQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberLogQueryDto extends createZodDto(MemberLogQuerySchema) {}
