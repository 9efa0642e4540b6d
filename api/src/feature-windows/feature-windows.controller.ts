import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { FeatureWindowsResponse, featureWindowsRoute } from '@greenroom/contracts';
import { FeatureWindowsService } from './feature-windows.service';
import { Route } from '../common/route.decorator';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller()
export class FeatureWindowsController {
  constructor(private readonly featureWindows: FeatureWindowsService) {}

  @Route(featureWindowsRoute)
  list(): Promise<FeatureWindowsResponse> {
    return this.featureWindows.list();
  }
}
