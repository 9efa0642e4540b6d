import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/**
 * The API's graceful stop. Nest runs this hook on SIGTERM before it closes the HTTP listener (and before the
 * database and Redis connections go, which happens after the in-flight requests are done). From here on the
 * readiness probe answers 503, while every other route keeps answering for SHUTDOWN_DELAY_MS: long enough for
 * the load balancer's health check or Kubernetes' endpoint update to take this replica out of rotation, so no
 * request is sent to a closed port. Then Nest closes the listener and waits for the requests still running.
 *
 * Only a signal drains: an `app.close()` in a test or script stops at once.
 */
@Injectable()
export class ShutdownDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ShutdownDrain.name);
  private drainingSince?: number;

  constructor(private readonly config: AppConfig) {}

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    if (!signal) return;
    this.drainingSince = Date.now();
    const delay = this.config.shutdownDelayMs;
    this.logger.log(`${signal}: readiness now answers 503; closing the listener in ${delay} ms, then finishing the requests in flight`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
