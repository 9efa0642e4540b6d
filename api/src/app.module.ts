import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuditionsModule } from './auditions/auditions.module';
import { AuthModule } from './auth/auth.module';
import { CalendarModule } from './calendar/calendar.module';
import { ClockModule } from './clock/clock.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { LoggingModule, type LogDestination } from './common/logging.module';
import { ZodRequestPipe } from './common/zod-request.pipe';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { EmailModule } from './email/email.module';
import { QueueDashboardModule } from './queue-dashboard/queue-dashboard.module';
import { FeatureWindowsModule } from './feature-windows/feature-windows.module';
import { HealthModule } from './health/health.module';
import { bullRootOptions } from './mail-delivery/queue-options';
import { MembersModule } from './members/members.module';
import { MembershipRoutesModule } from './membership-routes.module';
import { ApiMetricsServer } from './metrics/api-metrics.server';
import { MetricsModule } from './metrics/metrics.module';
import { NavigationModule } from './navigation/navigation.module';
import { OfficeModule } from './office/office.module';
import { PlayReadingModule } from './play-reading/play-reading.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { RemotesModule } from './remotes/remotes.module';
import { TeamsModule } from './teams/teams.module';
import { RequestTraceInterceptor } from './tracing/request-trace.interceptor';
import { RsvpModule } from './rsvp/rsvp.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

/** The HTTP API. It only produces jobs; the worker (worker.module.ts) consumes them. */
@Module({})
export class AppModule {
  /** `logDestination` (default: standard output) lets a test read the request logs. */
  static forRoot(config: AppConfig, logDestination?: LogDestination): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule.forRoot(logDestination),
        MetricsModule.forRoot('api'),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        BullModule.forRoot(bullRootOptions(config)),
        HealthModule,
        ClockModule,
        AuthModule,
        MembersModule,
        TeamsModule,
        NavigationModule,
        FeatureWindowsModule,
        OfficeModule,
        RsvpModule,
        PlayReadingModule,
        MembershipRoutesModule,
        AuditionsModule,
        CalendarModule,
        SubscriptionsModule,
        EmailModule,
        RemotesModule,
        QueueDashboardModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ZodRequestPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: RequestTraceInterceptor },
        // Without a credential there is nothing to serve, so no port is opened (development, the e2e and reliability runs).
        ...(config.metricsToken ? [ApiMetricsServer] : []),
      ],
    };
  }
}
