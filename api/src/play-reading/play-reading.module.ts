import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { RsvpModule } from '../rsvp/rsvp.module';
import { PlayReadingAdminService } from './admin/play-reading-admin.service';
import { PlayReadingEventsRepository } from './play-reading-events.repository';
import { PlayReadingService } from './play-reading.service';

@Module({
  imports: [RsvpModule, MailQueuesModule.forApi()],
  providers: [PlayReadingService, PlayReadingAdminService, PlayReadingEventsRepository],
  exports: [PlayReadingService, PlayReadingAdminService],
})
export class PlayReadingModule {}
