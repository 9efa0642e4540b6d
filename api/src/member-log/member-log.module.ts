import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';
import { MemberLogRepository } from './member-log.repository';
import { MemberLogService } from './member-log.service';

@Module({
  imports: [TypeOrmModule.forFeature([MemberLogEntryEntity]), MailQueuesModule.forApi()],
  providers: [MemberLogService, MemberLogRepository],
  exports: [MemberLogService],
})
export class MemberLogModule {}
