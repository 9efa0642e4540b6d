import { ShowUpdateSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class ShowUpdateDto extends createZodDto(ShowUpdateSchema) {}
