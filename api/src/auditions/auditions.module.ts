import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarEventEntity } from '../calendar/entities/calendar-event.entity';
import { AppConfig } from '../config/app-config';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { MemberEntity } from '../members/entities/member.entity';
import { AuditionsController } from './auditions.controller';
import { AuditionsService } from './auditions.service';
import { AuditionApplicationEntity } from './entities/audition-application.entity';
import { MemberHeadshotEntity } from './entities/member-headshot.entity';
import { ShowCharacterEntity } from './entities/show-character.entity';
import { ShowEntity } from './entities/show.entity';
import { HeadshotStorage } from './headshots/headshot-storage';
import { HeadshotsService } from './headshots/headshots.service';
import { LocalDiskHeadshotStorage } from './headshots/local-disk-headshot-storage';
import { S3HeadshotStorage } from './headshots/s3-headshot-storage';
import { MemberHeadshotController } from './member-headshot.controller';
import { MemberProfileService } from './member-profile.service';
import { ShowsController } from './shows/shows.controller';
import { ShowsService } from './shows/shows.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([CalendarEventEntity, ShowEntity, ShowCharacterEntity, AuditionApplicationEntity, MemberHeadshotEntity, MemberEntity]),
    MailQueuesModule.forApi(),
  ],
  controllers: [AuditionsController, MemberHeadshotController, ShowsController],
  providers: [
    AuditionsService,
    ShowsService,
    HeadshotsService,
    MemberProfileService,
    {
      provide: HeadshotStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.headshotS3 ? new S3HeadshotStorage(config.headshotS3) : new LocalDiskHeadshotStorage(config.headshotDir),
    },
  ],
})
export class AuditionsModule {}
