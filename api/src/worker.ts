import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { WorkerModule } from './worker.module';

/** On SIGTERM the BullMQ worker finishes its current jobs before the process exits. */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(AppConfig.fromEnv()), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
}

bootstrap().catch((error: unknown) => {
  console.error('the worker could not start:', error);
  process.exit(1);
});
