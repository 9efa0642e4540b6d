import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { RsvpModule } from '../rsvp/rsvp.module';
import { PlayReadingAdminController } from './admin/play-reading-admin.controller';
import { PlayReadingAdminService } from './admin/play-reading-admin.service';
import { PlayReadingEventEntity } from './entities/play-reading-event.entity';
import { PlayReadingEventsRepository } from './play-reading-events.repository';
import { PlayReadingController } from './play-reading.controller';
import { PlayReadingService } from './play-reading.service';

@Module({
  imports: [TypeOrmModule.forFeature([PlayReadingEventEntity]), RsvpModule, MailQueuesModule.forApi()],
  controllers: [PlayReadingController, PlayReadingAdminController],
  providers: [PlayReadingService, PlayReadingAdminService, PlayReadingEventsRepository],
})
export class PlayReadingModule {}
