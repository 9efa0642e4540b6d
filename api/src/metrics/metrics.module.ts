import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics';

/** One registry of series per process, which every domain counts into (global: counting is everybody's job). */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(process: 'api' | 'worker'): DynamicModule {
    return { module: MetricsModule, providers: [{ provide: AppMetrics, useFactory: () => new AppMetrics(process) }], exports: [AppMetrics] };
  }
}
