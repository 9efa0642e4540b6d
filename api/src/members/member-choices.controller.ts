import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, ChoicesResponse, MEMBERSHIP_STATUSES } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';

@ApiTags('members')
@ApiBearerAuth()
@Controller()
export class MemberChoicesController {
  @Get('status-choices')
  @Roles(...ALL_MEMBER_ROLES)
  statusChoices(): ChoicesResponse {
    return { choices: [...MEMBERSHIP_STATUSES] };
  }
}
