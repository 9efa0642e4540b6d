import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TheaterClock } from '@greenroom/contracts';
import { Public } from '../common/access.decorators';
import { AppConfig } from '../config/app-config';

/** The theater's zone, so the portal shows and reads every time on the clock the e-mails use, whatever the device's zone. */
@ApiTags('clock')
@Controller('clock')
export class ClockController {
  constructor(private readonly config: AppConfig) {}

  // Public: a setting, not a secret, and the portal reads it before a member's session is known.
  @Get()
  @Public()
  clock(): TheaterClock {
    return { timeZone: this.config.theaterTimeZone };
  }
}
