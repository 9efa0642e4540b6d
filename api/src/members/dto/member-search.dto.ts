import { MemberSearchCriteriaSchema, MemberSearchRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class MemberSearchDto extends createZodDto(MemberSearchRequestSchema) {}
export class MemberExportDto extends createZodDto(MemberSearchCriteriaSchema) {}
