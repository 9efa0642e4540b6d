import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';

/**
 * Runs `sample` at start and then every `intervalMs`, never two at once: a scrape reads the last values instead of
 * asking Redis or PostgreSQL itself, so however often Prometheus (or several of them) scrapes, the load stays fixed.
 */
export abstract class IntervalSampler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  protected abstract sample(): Promise<void>;

  constructor(private readonly intervalMs: number) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs).unref();
  }

  private tick(): void {
    this.running ??= this.sample()
      .catch((error: unknown) => this.logger.warn({ msg: 'metrics sample failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (this.running = undefined));
  }

  /** Before the shutdown hooks close the queues and the database pool a sample may be using. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
