import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoginLinkMailer } from './auth/login-link-mailer';
import { LoginTokensRepository } from './auth/login-tokens.repository';
import { LoggingModule, type LogDestination } from './common/logging.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { EmailWorkerModule } from './email/email-worker.module';
import { EMAIL_JOB_HANDLERS, type EmailJobHandler } from './mail-delivery/email-job-handler';
import { EmailProcessor } from './mail-delivery/email.processor';
import { MailQueuesModule } from './mail-delivery/mail-queues.module';
import { MailService } from './mail-delivery/mail.service';
import { SentEmailsRepository } from './mail-delivery/ledger/sent-emails.repository';
import { bullRootOptions } from './mail-delivery/queue-options';
import { MetricsModule } from './metrics/metrics.module';
import { QueueSampler } from './metrics/queue-sampler';
import { TracingModule } from './tracing/tracing.module';
import { ApplicationNoticesWorkerModule } from './members/application-notices/application-notices-worker.module';
import { OutboxModule } from './outbox/outbox.module';
import { QueueSweepModule } from './queue-sweep/queue-sweep.module';
import { QueueWorkersShutdown } from './queue-workers/queue-workers';
import { MembershipLifecycleWorkerModule } from './members/lifecycle/membership-lifecycle-worker.module';
import { RolloutsWorkerModule } from './remotes/rollouts/rollouts-worker.module';
import { WorkerHealthServer } from './worker-health/worker-health.server';

/** The worker process: consumes the e-mail queues and sends over SMTP. Its only HTTP is the liveness listener. */
@Module({})
export class WorkerModule {
  /** `logDestination` (default: standard output) lets a test read the worker's logs. */
  static forRoot(config: AppConfig, logDestination?: LogDestination): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot(logDestination),
        MetricsModule.forRoot('worker'),
        TracingModule,
        BullModule.forRoot(bullRootOptions(config)),
        DatabaseModule,
        MailQueuesModule.forWorker(),
        OutboxModule.forWorker(),
        EmailWorkerModule,
        ApplicationNoticesWorkerModule,
        QueueSweepModule,
        MembershipLifecycleWorkerModule,
        RolloutsWorkerModule,
        DiscoveryModule,
      ],
      providers: [
        MailService,
        LoginTokensRepository,
        LoginLinkMailer,
        // The domains' own jobs on the e-mail queue (mail/email-job-handler.ts): sign-in links.
        { provide: EMAIL_JOB_HANDLERS, inject: [LoginLinkMailer], useFactory: (...handlers: EmailJobHandler[]) => handlers },
        EmailProcessor,
        SentEmailsRepository,
        WorkerHealthServer,
        QueueWorkersShutdown,
        QueueSampler,
      ],
    };
  }
}
