import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { producerQueue } from '../mail-delivery/queue-options';
import { BULK_EMAIL_QUEUE } from './bulk-email-job';
import { CampaignQueue } from './campaigns/campaign-queue';
import { DigestQueue } from './digests/digest-queue';

/**
 * Owns the bulk-email queue and its producers. The HTTP app's producers fail fast while Redis is down; the worker's use
 * its root connection, which waits for Redis instead. Each variant is built once: Nest tells dynamic modules apart by
 * reference.
 */
@Module({})
export class BulkEmailQueueModule {
  private static api?: DynamicModule;
  private static worker?: DynamicModule;

  static forApi(): DynamicModule {
    return (BulkEmailQueueModule.api ??= BulkEmailQueueModule.with(producerQueue(BULK_EMAIL_QUEUE)));
  }

  static forWorker(): DynamicModule {
    return (BulkEmailQueueModule.worker ??= BulkEmailQueueModule.with(BullModule.registerQueue({ name: BULK_EMAIL_QUEUE })));
  }

  private static with(queue: DynamicModule): DynamicModule {
    return {
      module: BulkEmailQueueModule,
      imports: [queue],
      providers: [CampaignQueue, DigestQueue],
      // The queue itself too, for the dashboard.
      exports: [CampaignQueue, DigestQueue, queue],
    };
  }
}
