import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { EventRsvpEntity } from './entities/event-rsvp.entity';
import { RsvpEventEntity } from './entities/rsvp-event.entity';
import { RsvpAnswersRepository } from './rsvp-answers.repository';
import { RsvpSeasonsRepository } from './rsvp-seasons.repository';
import { RsvpController } from './rsvp.controller';
import { RsvpMailer } from './rsvp-mailer.service';
import { RsvpService } from './rsvp.service';

@Module({
  imports: [TypeOrmModule.forFeature([RsvpEventEntity, EventRsvpEntity]), MailQueuesModule.forApi()],
  controllers: [RsvpController],
  providers: [RsvpService, RsvpMailer, RsvpAnswersRepository, RsvpSeasonsRepository],
  exports: [RsvpMailer, RsvpAnswersRepository],
})
export class RsvpModule {}
