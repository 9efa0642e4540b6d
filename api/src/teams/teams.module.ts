import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberEntity } from '../members/entities/member.entity';
import { MembersModule } from '../members/members.module';
import { TeamEntity } from './entities/team.entity';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

@Module({
  imports: [TypeOrmModule.forFeature([TeamEntity, MemberEntity]), MembersModule],
  controllers: [TeamsController],
  providers: [TeamsService],
})
export class TeamsModule {}
