import { Module } from '@nestjs/common';
import { ClockController } from './clock.controller';

// The zone is AppConfig's theaterTimeZone, the one the e-mails use, so e-mails and the portal cannot disagree about it.
@Module({ controllers: [ClockController] })
export class ClockModule {}
