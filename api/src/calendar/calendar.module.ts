import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { CalendarCategoryEntity } from './entities/calendar-category.entity';
import { CalendarEventEntity } from './entities/calendar-event.entity';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';
import { GlanceController } from './glance.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CalendarEventEntity, CalendarCategoryEntity, CalendarFeedEntity])],
  controllers: [CalendarController, GlanceController, CalendarFeedController],
  providers: [CalendarService, CalendarFeedService, CalendarEventsRepository],
})
export class CalendarModule {}
