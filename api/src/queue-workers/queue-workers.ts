import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Worker } from 'bullmq';

/** Every provider's BullMQ worker (a WorkerHost's `worker`, or a processor that names its own the same way). */
export function findQueueWorkers(discovery: DiscoveryService): Worker[] {
  return discovery.getProviders().flatMap(({ instance }) => {
    try {
      const worker: unknown = (instance as { worker?: unknown } | null)?.worker;
      return worker instanceof Worker ? [worker] : [];
    } catch {
      // A WorkerHost whose worker was never made throws here: it has none to count.
      return [];
    }
  });
}

/**
 * Whether the worker's blocking connection is up. BullMQ 6's graceful close interrupts that connection's blocking
 * command and waits, with no time limit, for ioredis' `end` event (before that, for the connection's first `ready`),
 * and a connection waiting to reconnect to an unreachable Redis emits neither (taskforcesh/bullmq#4656).
 */
async function blockingConnectionUp(worker: Worker): Promise<boolean> {
  const blocking = worker.getBackend().blockingConnection;
  // Its first connection not made yet: its client promise would not settle.
  if (blocking?.status !== 'ready') return false;
  return (await blocking.client).status === 'ready';
}

/**
 * Closes the process's queue workers before, not during, the shutdown hooks: the e-mail and bulk senders close their
 * SMTP transports in their own, and a message or batch in flight cut off from them would never finish. While a
 * worker's Redis is up its close waits for the jobs in flight; while it is not, none of them could be acknowledged
 * anyway (their locks lapse and the stalled check hands them out again), so it closes at once rather than hang the
 * shutdown. @nestjs/bullmq's own close in the shutdown hooks then finds each one closed.
 */
@Injectable()
export class QueueWorkersShutdown implements BeforeApplicationShutdown {
  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(findQueueWorkers(this.discovery).map(async (worker) => worker.close(!(await blockingConnectionUp(worker)))));
  }
}
