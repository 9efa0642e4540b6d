import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ChoicesResponse, MEMBERSHIP_STATUSES, statusChoicesRoute } from '@greenroom/contracts';
import { Route } from '../common/route.decorator';

@ApiTags('members')
@ApiBearerAuth()
@Controller()
export class MemberChoicesController {
  @Route(statusChoicesRoute)
  statusChoices(): ChoicesResponse {
    return { choices: [...MEMBERSHIP_STATUSES] };
  }
}
