import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BULK_EMAIL_QUEUE } from './bulk-email-job';
import { BulkMailQueue } from './bulk-mail-queue.service';
import { EMAIL_QUEUE } from './email-job';
import { EmailQueue } from './email-queue.service';
import { MailSettings } from './mail-settings';
import { producerQueueOptions } from './queue-options';

/**
 * Owns the two mail queues and their producers (and the mail settings both processes read). The HTTP app's
 * producers fail fast while Redis is down; the worker's use its root connection, which waits for Redis instead.
 * Each variant is built once: Nest tells dynamic modules apart by reference.
 */
@Module({})
export class MailQueuesModule {
  private static api?: DynamicModule;
  private static worker?: DynamicModule;

  static forApi(): DynamicModule {
    return (MailQueuesModule.api ??= MailQueuesModule.with(
      BullModule.registerQueueAsync(
        { name: EMAIL_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions },
        { name: BULK_EMAIL_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions },
      ),
    ));
  }

  static forWorker(): DynamicModule {
    return (MailQueuesModule.worker ??= MailQueuesModule.with(BullModule.registerQueue({ name: EMAIL_QUEUE }, { name: BULK_EMAIL_QUEUE })));
  }

  private static with(queues: DynamicModule): DynamicModule {
    return {
      module: MailQueuesModule,
      imports: [queues],
      providers: [EmailQueue, BulkMailQueue, { provide: MailSettings, useFactory: () => MailSettings.fromEnv() }],
      // The queues themselves too, for the dashboard.
      exports: [EmailQueue, BulkMailQueue, MailSettings, queues],
    };
  }
}
