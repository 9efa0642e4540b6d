import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { Clock } from '../clock/clock';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { MemberLogModule } from '../member-log/member-log.module';
import { OfficeModule } from '../office/office.module';
import { ApplicationNoticesQueueModule } from './application-notices/application-notices-queue.module';
import { ApplicationNoticesRepository } from './application-notices/application-notices.repository';
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
import { SearchEstimates } from './search-estimates';
import { SearchResults } from './search-results';

@Module({
  imports: [MailQueuesModule.forApi(), ApplicationNoticesQueueModule, SessionsModule, MemberLogModule, OfficeModule],
  controllers: [MembersController, MemberChoicesController, DuesController],
  providers: [
    MembersService,
    MembersRepository,
    MemberSearchService,
    MemberSearchRepository,
    SearchEstimates,
    SearchResults,
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
