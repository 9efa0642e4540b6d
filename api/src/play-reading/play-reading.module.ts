import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { RsvpModule } from '../rsvp/rsvp.module';
import { PlayReadingEventEntity } from './entities/play-reading-event.entity';
import { PlayReadingRsvpEntity } from './entities/play-reading-rsvp.entity';
import { PlayReadingEventsRepository } from './play-reading-events.repository';
import { PlayReadingController } from './play-reading.controller';
import { PlayReadingService } from './play-reading.service';

@Module({
  imports: [TypeOrmModule.forFeature([PlayReadingEventEntity, PlayReadingRsvpEntity]), RsvpModule, MailQueuesModule.forApi()],
  controllers: [PlayReadingController],
  providers: [PlayReadingService, PlayReadingEventsRepository],
})
export class PlayReadingModule {}
