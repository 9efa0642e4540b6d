import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { clockRoute, type TheaterClock } from '@greenroom/contracts';
import { AppConfig } from '../config/app-config';
import { Route } from '../common/route.decorator';

/** The theater's zone, so the portal shows and reads every time on the clock the e-mails use, whatever the device's zone. */
@ApiTags('clock')
@Controller()
export class ClockController {
  constructor(private readonly config: AppConfig) {}

  // Public: a setting, not a secret, and the portal reads it before a member's session is known.
  @Route(clockRoute)
  clock(): TheaterClock {
    return { timeZone: this.config.theaterTimeZone };
  }
}
