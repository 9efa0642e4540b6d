import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarCategoriesController } from './categories/calendar-categories.controller';
import { CalendarCategoriesService } from './categories/calendar-categories.service';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { CalendarCategoryEntity } from './entities/calendar-category.entity';
import { CalendarEventEntity } from './entities/calendar-event.entity';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CalendarEventEntity, CalendarCategoryEntity, CalendarFeedEntity])],
  controllers: [CalendarController, CalendarCategoriesController, CalendarFeedController],
  providers: [CalendarService, CalendarCategoriesService, CalendarFeedService, CalendarEventsRepository],
  exports: [CalendarService],
})
export class CalendarModule {}
