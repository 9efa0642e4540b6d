import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OfficeInfoResponse } from '@greenroom/contracts';
import { Public } from '../common/access.decorators';
import { OfficeSettings } from './office-settings';

@ApiTags('office')
@Controller('office-info')
export class OfficeController {
  constructor(private readonly settings: OfficeSettings) {}

  /** Public: the login page shows it to a visitor it does not know, /join to an applicant. */
  @Get()
  @Public()
  info(): OfficeInfoResponse {
    return this.settings.info;
  }
}
