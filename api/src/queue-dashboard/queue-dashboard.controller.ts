import { Controller, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { QUEUE_DASHBOARD_COOKIE, QUEUE_DASHBOARD_PATH } from './queue-dashboard-auth';
import { queueDashboardSessionRoute } from '@greenroom/contracts';
import { Route } from '../common/route.decorator';

@ApiTags('ops')
@ApiBearerAuth()
@Controller()
export class QueueDashboardController {
  /** Hands the Admin's own session to the dashboard's path as a cookie; it ends with the session. */
  @Route(queueDashboardSessionRoute)
  open(@Req() request: Request, @Res({ passthrough: true }) response: Response): { url: string } {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    response.cookie(QUEUE_DASHBOARD_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.secure,
      path: `/api/${QUEUE_DASHBOARD_PATH}`,
      maxAge: 3600_000,
    });
    return { url: `/api/${QUEUE_DASHBOARD_PATH}` };
  }
}
