import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config-error';
import { THROW_AWAY_SECRET_WARNING } from './config/email-link-keys';
import { WorkerModule } from './worker.module';

/** On SIGTERM the BullMQ worker finishes its current jobs before the process exits. */
async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnv();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  if (config.emailLinkKeysGenerated) app.get(Logger).warn(THROW_AWAY_SECRET_WARNING, 'EmailLinks');
  app.enableShutdownHooks();
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(`the worker could not start: ${problem}`);
  else console.error('the worker could not start:', error);
  process.exit(1);
});
