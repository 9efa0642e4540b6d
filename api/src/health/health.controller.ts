import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HealthResponse, LiveResponse } from '@greenroom/contracts';
import type { Response } from 'express';
import { Public } from '../common/access.decorators';
import { HealthService } from './health.service';

/** Public: probes and the status display call without signing in; the answers name no data. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    response.status(result.statusCode ?? 200);
    return result;
  }

  /** Liveness: answering at all is the signal. A dependency's outage must never make the orchestrator restart us. */
  @Get('live')
  @Public()
  live(): LiveResponse {
    return { status: 'ok' };
  }

  /** Readiness: whether this replica should get traffic (see HealthService.ready for why Redis does not count). */
  @Get('ready')
  @Public()
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.ready();
    response.status(result.statusCode ?? 200);
    return result;
  }
}
