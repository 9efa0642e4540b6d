import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';
import { MemberLogRepository } from './member-log.repository';
import { MemberLogService } from './member-log.service';

@Module({
  imports: [TypeOrmModule.forFeature([MemberLogEntryEntity])],
  providers: [MemberLogService, MemberLogRepository],
  exports: [MemberLogService],
})
export class MemberLogModule {}
