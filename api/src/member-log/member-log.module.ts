import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';
import { MemberLogController } from './member-log.controller';
import { MemberLogService } from './member-log.service';

@Module({
  imports: [TypeOrmModule.forFeature([MemberLogEntryEntity])],
  controllers: [MemberLogController],
  providers: [MemberLogService],
  exports: [MemberLogService],
})
export class MemberLogModule {}
