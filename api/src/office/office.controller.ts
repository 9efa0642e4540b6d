import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { officeInfoRoute, type OfficeInfoResponse } from '@greenroom/contracts';
import { OfficeSettings } from './office-settings';
import { Route } from '../common/route.decorator';

@ApiTags('office')
@Controller()
export class OfficeController {
  constructor(private readonly settings: OfficeSettings) {}

  /** Public: the login page shows it to a visitor it does not know, /join to an applicant. */
  @Route(officeInfoRoute)
  info(): OfficeInfoResponse {
    return this.settings.info;
  }
}
