import { TeamUpdateRequestSchema, UpdateMemberTeamsRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class TeamUpdateDto extends createZodDto(TeamUpdateRequestSchema) {}
export class UpdateMemberTeamsDto extends createZodDto(UpdateMemberTeamsRequestSchema) {}
