import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, MemberResponse } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberMeDto } from './dto/member-me.dto';
import { MemberEntity } from './entities/member.entity';
import { MembersService } from './members.service';

@ApiTags('members')
@ApiBearerAuth()
@Controller('members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Post('me')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  me(@CurrentMember() member: MemberEntity, @Body() body: MemberMeDto): MemberResponse {
    return { member: this.members.ownRecord(member, body.email) };
  }

  @Get('current')
  @Roles(...ALL_MEMBER_ROLES)
  current(@CurrentMember() member: MemberEntity): MemberResponse {
    return { member: this.members.ownRecord(member) };
  }
}
