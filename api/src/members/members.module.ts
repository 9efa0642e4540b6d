import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { Clock } from '../clock/clock';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { MemberLogModule } from '../member-log/member-log.module';
import { OfficeModule } from '../office/office.module';
import { ApplicationDigestQueueModule } from './application-digest/application-digest-queue.module';
import { ApplicationNoticesRepository } from './application-digest/application-notices.repository';
import { DuesController } from './dues/dues.controller';
import { DuesRepository } from './dues/dues.repository';
import { DuesService } from './dues/dues.service';
import { MemberApplicationService } from './member-application.service';
import { MemberChoicesController } from './member-choices.controller';
import { MemberSearchRepository } from './member-search.repository';
import { MemberExportLimitService } from './member-export-limit.service';
import { MemberSearchService } from './member-search.service';
import { MembersController } from './members.controller';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

@Module({
  imports: [MailQueuesModule.forApi(), ApplicationDigestQueueModule, SessionsModule, MemberLogModule, OfficeModule],
  controllers: [MembersController, MemberChoicesController, DuesController],
  providers: [
    MembersService,
    MembersRepository,
    MemberSearchService,
    MemberSearchRepository,
    MemberExportLimitService,
    MemberApplicationService,
    ApplicationNoticesRepository,
    DuesService,
    DuesRepository,
    Clock,
  ],
  exports: [MembersService],
})
export class MembersModule {}
