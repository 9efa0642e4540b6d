import { Module } from '@nestjs/common';
import { FeatureWindowsModule } from '../feature-windows/feature-windows.module';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { RsvpAnswersRepository } from './rsvp-answers.repository';
import { RsvpSeasonsRepository } from './rsvp-seasons.repository';
import { RsvpController } from './rsvp.controller';
import { RsvpMailer } from './rsvp-mailer';
import { RsvpService } from './rsvp.service';

@Module({
  imports: [FeatureWindowsModule, MailQueuesModule.forApi()],
  controllers: [RsvpController],
  providers: [RsvpService, RsvpMailer, RsvpAnswersRepository, RsvpSeasonsRepository],
  exports: [RsvpMailer, RsvpAnswersRepository],
})
export class RsvpModule {}
