import { DynamicModule, Module } from '@nestjs/common';
import { BulkEmailQueueModule } from '../email/bulk-email-queue.module';
import { MailQueuesModule } from '../mail-delivery/mail-queues.module';
import { Outbox } from './outbox';
import { OutboxRepository } from './outbox.repository';

/**
 * The queue outbox (outbox.ts) over the queues it moves jobs to: the HTTP app's fail-fast producers, or the worker's
 * (which wait for Redis). Each variant is built once: Nest tells dynamic modules apart by reference.
 */
@Module({})
export class OutboxModule {
  private static api?: DynamicModule;
  private static worker?: DynamicModule;

  static forApi(): DynamicModule {
    return (OutboxModule.api ??= OutboxModule.with([MailQueuesModule.forApi(), BulkEmailQueueModule.forApi()]));
  }

  static forWorker(): DynamicModule {
    return (OutboxModule.worker ??= OutboxModule.with([MailQueuesModule.forWorker(), BulkEmailQueueModule.forWorker()]));
  }

  private static with(queues: DynamicModule[]): DynamicModule {
    return { module: OutboxModule, imports: queues, providers: [OutboxRepository, Outbox], exports: [Outbox] };
  }
}
