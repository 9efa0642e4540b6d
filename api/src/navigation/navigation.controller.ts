import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, NavigationResponse } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { NavigationService } from './navigation.service';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller()
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get('members-nav')
  @Roles(...ALL_MEMBER_ROLES)
  menu(): Promise<NavigationResponse> {
    return this.navigation.menu();
  }
}
