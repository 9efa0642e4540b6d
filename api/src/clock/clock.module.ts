import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { ClockController } from './clock.controller';

// The zone is read with the mail settings, so e-mails and the portal cannot disagree about it.
@Module({ imports: [MailQueuesModule.forApi()], controllers: [ClockController] })
export class ClockModule {}
