import { CreateReleaseTokenSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateReleaseTokenDto extends createZodDto(CreateReleaseTokenSchema) {}
