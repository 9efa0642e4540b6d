import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { NavigationResponse, membersNavRoute } from '@greenroom/contracts';
import { NavigationService } from './navigation.service';
import { Route } from '../common/route.decorator';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller()
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Route(membersNavRoute)
  menu(): Promise<NavigationResponse> {
    return this.navigation.menu();
  }
}
