import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { healthLiveRoute, healthReadyRoute, healthRoute, type HealthResponse, type LiveResponse } from '@greenroom/contracts';
import type { Response } from 'express';
import { HealthService } from './health.service';
import { Route } from '../common/route.decorator';

/** Public: probes and the status display call without signing in; the answers name no data. */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route(healthRoute)
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    response.status(result.statusCode ?? 200);
    return result;
  }

  /** Liveness: answering at all is the signal. A dependency's outage must never make the orchestrator restart us. */
  @Route(healthLiveRoute)
  live(): LiveResponse {
    return { status: 'ok' };
  }

  /** Readiness: whether this replica should get traffic (see HealthService.ready for why Redis does not count). */
  @Route(healthReadyRoute)
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.ready();
    response.status(result.statusCode ?? 200);
    return result;
  }
}
