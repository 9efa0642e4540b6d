import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';

/** The worker as its own process, for tests that kill it; prints "ready" once it consumes. */
async function main(): Promise<void> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(AppConfig.fromEnv()), { logger: ['error'] });
  worker.enableShutdownHooks();
  await worker.init();
  process.stdout.write('ready\n');
}

void main();
