import { Module } from '@nestjs/common';
import { MemberLogRepository } from './member-log.repository';
import { MemberLogService } from './member-log.service';

@Module({
  providers: [MemberLogService, MemberLogRepository],
  exports: [MemberLogService],
})
export class MemberLogModule {}
