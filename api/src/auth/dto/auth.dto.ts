import { CheckEmailRequestSchema, RequestLinkRequestSchema, VerifyTokenRequestSchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class CheckEmailDto extends createZodDto(CheckEmailRequestSchema) {}
export class RequestLinkDto extends createZodDto(RequestLinkRequestSchema) {}
export class VerifyTokenDto extends createZodDto(VerifyTokenRequestSchema) {}
