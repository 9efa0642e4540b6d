import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { CalendarCategoryEntity } from './entities/calendar-category.entity';
import { CalendarEventEntity } from './entities/calendar-event.entity';
import { GlanceController } from './glance.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CalendarEventEntity, CalendarCategoryEntity])],
  controllers: [CalendarController, GlanceController],
  providers: [CalendarService],
})
export class CalendarModule {}
