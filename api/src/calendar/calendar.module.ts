import { Module } from '@nestjs/common';
import { CalendarCategoriesController } from './categories/calendar-categories.controller';
import { CalendarCategoriesRepository } from './categories/calendar-categories.repository';
import { CalendarCategoriesService } from './categories/calendar-categories.service';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { TheaterEventsCalendar } from './theater-events/theater-events-calendar';
import { TheaterEventsRepository } from './theater-events/theater-events.repository';

@Module({
  controllers: [CalendarController, CalendarCategoriesController, CalendarFeedController],
  providers: [
    CalendarService,
    CalendarCategoriesService,
    CalendarFeedService,
    CalendarEventsRepository,
    CalendarCategoriesRepository,
    CalendarFeedsRepository,
    TheaterEventsCalendar,
    TheaterEventsRepository,
  ],
  exports: [CalendarService],
})
export class CalendarModule {}
