import { Module } from '@nestjs/common';
import { CalendarModule } from './calendar/calendar.module';
import { GlanceController } from './calendar/glance.controller';
import { MemberLogController } from './member-log/member-log.controller';
import { MemberLogModule } from './member-log/member-log.module';
import { PlayReadingAdminController } from './play-reading/admin/play-reading-admin.controller';
import { PlayReadingController } from './play-reading/play-reading.controller';
import { PlayReadingModule } from './play-reading/play-reading.module';

/**
 * Every /membership/* route in one place. The spec fixes these URLs, and they cross three domains (the member log,
 * the play readings, the calendar's glance card): the controllers stay beside their domains' services, and this
 * module, not the domains' own, mounts them. A new /membership route's controller is listed here.
 */
@Module({
  imports: [MemberLogModule, PlayReadingModule, CalendarModule],
  controllers: [MemberLogController, PlayReadingController, PlayReadingAdminController, GlanceController],
})
export class MembershipRoutesModule {}
