import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config-error';
import { THROW_AWAY_SECRET_WARNING } from './config/email-link-keys';
import { configureApp } from './configure-app';

async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnv();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  configureApp(app);
  if (config.emailLinkKeysGenerated) new Logger('EmailLinks').warn(THROW_AWAY_SECRET_WARNING);
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(`the API could not start: ${problem}`);
  else console.error('the API could not start:', error);
  process.exit(1);
});
