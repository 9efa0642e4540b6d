import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { EMAIL_QUEUE } from './email-job';
import { EmailQueue } from './email-queue.service';
import { producerQueueOptions } from './queue-options';

@Module({
  imports: [BullModule.registerQueueAsync({ name: EMAIL_QUEUE, inject: [AppConfig], useFactory: producerQueueOptions })],
  providers: [EmailQueue],
  exports: [EmailQueue],
})
export class EmailQueueModule {}
