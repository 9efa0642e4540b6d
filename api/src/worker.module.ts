import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginTokenEntity } from './auth/entities/login-token.entity';
import { LoginLinkMailer } from './auth/login-link-mailer.service';
import { LoggingModule } from './common/logging.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { BulkEmailWorkerModule } from './mail/bulk-email-worker.module';
import { EMAIL_QUEUE } from './mail/email-job';
import { EmailProcessor } from './mail/email.processor';
import { MailService } from './mail/mail.service';
import { bullRootOptions } from './mail/queue-options';
import { ApplicationDigestWorkerModule } from './members/application-digest/application-digest-worker.module';

/** The worker process: consumes the e-mail queues and sends over SMTP. No HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot(),
        BullModule.forRoot(bullRootOptions(config)),
        BullModule.registerQueue({ name: EMAIL_QUEUE }),
        DatabaseModule,
        TypeOrmModule.forFeature([LoginTokenEntity]),
        BulkEmailWorkerModule,
        ApplicationDigestWorkerModule,
      ],
      providers: [MailService, LoginLinkMailer, EmailProcessor],
    };
  }
}
