import { DuesPaymentRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class DuesPaymentDto extends createZodDto(DuesPaymentRequestSchema) {}
