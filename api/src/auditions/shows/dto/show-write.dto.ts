import { ShowWriteSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class ShowWriteDto extends createZodDto(ShowWriteSchema) {}
