import { UnsubscribeQuerySchema, UpdateUserSubscriptionsRequestSchema, UserSubscriptionsQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';

export class UserSubscriptionsQueryDto extends createZodDto(UserSubscriptionsQuerySchema) {}
export class UpdateUserSubscriptionsDto extends createZodDto(UpdateUserSubscriptionsRequestSchema) {}
export class UnsubscribeQueryDto extends createZodDto(UnsubscribeQuerySchema) {}
