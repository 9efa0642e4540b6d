import { Global, Module } from '@nestjs/common';
import { JobTracing } from './job-tracing';

/** The worker's job tracing, for every processor (global: each domain's processor wraps its jobs in it). */
@Global()
@Module({ providers: [JobTracing], exports: [JobTracing] })
export class TracingModule {}
