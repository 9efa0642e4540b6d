import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { configureApp } from './configure-app';

async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnv();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  configureApp(app);
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  console.error('the API could not start:', error);
  process.exit(1);
});
