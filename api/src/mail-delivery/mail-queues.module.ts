import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { EMAIL_QUEUE } from './email-job';
import { EmailQueue } from './email-queue';
import { producerQueue } from './queue-options';

/**
 * Owns the transactional e-mail queue and its producer. The HTTP app's producer fails fast while Redis is down; the
 * worker's uses its root connection, which waits for Redis instead. Each variant is built once: Nest tells dynamic
 * modules apart by reference. (The bulk queue is the e-mail domain's: email/bulk-email-queue.module.ts.)
 */
@Module({})
export class MailQueuesModule {
  private static api?: DynamicModule;
  private static worker?: DynamicModule;

  static forApi(): DynamicModule {
    return (MailQueuesModule.api ??= MailQueuesModule.with(producerQueue(EMAIL_QUEUE)));
  }

  static forWorker(): DynamicModule {
    return (MailQueuesModule.worker ??= MailQueuesModule.with(BullModule.registerQueue({ name: EMAIL_QUEUE })));
  }

  private static with(queue: DynamicModule): DynamicModule {
    return {
      module: MailQueuesModule,
      imports: [queue],
      providers: [EmailQueue],
      // The queue itself too, for the dashboard.
      exports: [EmailQueue, queue],
    };
  }
}
