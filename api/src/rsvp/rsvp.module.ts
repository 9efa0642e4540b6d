import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeatureWindowEntity } from '../feature-windows/entities/feature-window.entity';
import { EmailQueueModule } from '../mail/email-queue.module';
import { EventRsvpEntity } from './entities/event-rsvp.entity';
import { RsvpEventEntity } from './entities/rsvp-event.entity';
import { RsvpController } from './rsvp.controller';
import { RsvpMailer } from './rsvp-mailer.service';
import { RsvpService } from './rsvp.service';

@Module({
  imports: [TypeOrmModule.forFeature([RsvpEventEntity, EventRsvpEntity, FeatureWindowEntity]), EmailQueueModule],
  controllers: [RsvpController],
  providers: [RsvpService, RsvpMailer],
  exports: [RsvpMailer],
})
export class RsvpModule {}
