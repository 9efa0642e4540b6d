import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, FeatureWindowsResponse } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { FeatureWindowsService } from './feature-windows.service';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller('feature-windows')
export class FeatureWindowsController {
  constructor(private readonly featureWindows: FeatureWindowsService) {}

  @Get()
  @Roles(...ALL_MEMBER_ROLES)
  list(): Promise<FeatureWindowsResponse> {
    return this.featureWindows.list();
  }
}
