import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { MembersModule } from '../members/members.module';
import { AuditionApplicationsRepository } from './audition-applications.repository';
import { AuditionsController } from './auditions.controller';
import { AuditionsService } from './auditions.service';
import { HeadshotStorage } from './headshots/headshot-storage';
import { HeadshotsRepository } from './headshots/headshots.repository';
import { HeadshotsService } from './headshots/headshots.service';
import { LocalDiskHeadshotStorage } from './headshots/local-disk-headshot-storage';
import { S3HeadshotStorage } from './headshots/s3-headshot-storage';
import { MemberHeadshotController } from './member-headshot.controller';
import { MemberProfileService } from './member-profile.service';
import { ShowsController } from './shows/shows.controller';
import { ShowsRepository } from './shows/shows.repository';
import { ShowsService } from './shows/shows.service';

@Module({
  imports: [MailQueuesModule.forApi(), MembersModule],
  controllers: [AuditionsController, MemberHeadshotController, ShowsController],
  providers: [
    AuditionsService,
    ShowsService,
    HeadshotsService,
    MemberProfileService,
    ShowsRepository,
    AuditionApplicationsRepository,
    HeadshotsRepository,
    {
      provide: HeadshotStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.headshotS3 ? new S3HeadshotStorage(config.headshotS3) : new LocalDiskHeadshotStorage(config.headshotDir),
    },
  ],
})
export class AuditionsModule {}
