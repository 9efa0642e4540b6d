import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { InjectQueue } from '@nestjs/bullmq';
import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AuthModule } from '../auth/auth.module';
import type { LoginLinkJobData } from '../auth/login-link-job';
import { BULK_EMAIL_QUEUE } from '../email/bulk-email-job';
import { BulkEmailQueueModule } from '../email/bulk-email-queue.module';
import { EMAIL_QUEUE, type EmailJobData } from '../mail-delivery/email-job';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { QueueDashboardController } from './queue-dashboard.controller';
import { QUEUE_DASHBOARD_PATH, QueueDashboardAuth } from './queue-dashboard-auth';

/**
 * Sign-in jobs hold ids only, no link; the board still hides them: who asked to sign in, and when, is for the
 * Member Log Report. The e-mail queue itself stays on the board, where ops watch sign-in mail that is stuck.
 */
function hideSignInData(data: EmailJobData | LoginLinkJobData): unknown {
  return 'loginTokenId' in data ? { signIn: 'hidden' } : data;
}

/**
 * Bull Board at /api/admin/queues for Admins: waiting, active, failed jobs of the e-mail and bulk-email queues, with
 * retry. Its own folder, not mail/: it reads the Admin's session (auth) and shows the e-mail domain's queue too.
 */
@Module({
  imports: [AuthModule, MailQueuesModule.forApi(), BulkEmailQueueModule.forApi()],
  controllers: [QueueDashboardController],
  providers: [QueueDashboardAuth],
})
export class QueueDashboardModule implements NestModule {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @InjectQueue(BULK_EMAIL_QUEUE) private readonly bulkQueue: Queue,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(`/api/${QUEUE_DASHBOARD_PATH}`);
    const emailBoard = new BullMQAdapter(this.emailQueue);
    emailBoard.setFormatter('data', hideSignInData);
    createBullBoard({ queues: [emailBoard, new BullMQAdapter(this.bulkQueue)], serverAdapter });
    consumer.apply(QueueDashboardAuth, serverAdapter.getRouter()).forRoutes(QUEUE_DASHBOARD_PATH);
  }
}
