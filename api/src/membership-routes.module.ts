import { Module } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { CalendarModule } from './calendar/calendar.module';
import { GlanceController } from './calendar/glance.controller';
import { MemberLogController } from './member-log/member-log.controller';
import { MemberLogModule } from './member-log/member-log.module';
import { PlayReadingAdminController } from './play-reading/admin/play-reading-admin.controller';
import { PlayReadingController } from './play-reading/play-reading.controller';
import { PlayReadingModule } from './play-reading/play-reading.module';

/**
 * Every /membership/* route in one place. The spec fixes these URLs, and they cross three domains (the member log,
 * the play readings, the calendar's glance card): the controllers stay with their domains' services, and this
 * module mounts them all under the one `membership` prefix.
 */
@Module({
  imports: [MemberLogModule, PlayReadingModule, CalendarModule],
  controllers: [MemberLogController, PlayReadingController, PlayReadingAdminController, GlanceController],
})
export class MembershipRoutesModule {}

/** For AppModule's imports: the module and its prefix. */
export const MEMBERSHIP_ROUTES = [MembershipRoutesModule, RouterModule.register([{ path: 'membership', module: MembershipRoutesModule }])];
