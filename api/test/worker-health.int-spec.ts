import type { INestApplicationContext } from '@nestjs/common';
import { EmailProcessor } from '../src/mail-delivery/email.processor';
import { WorkerHealthServer } from '../src/worker-health/worker-health.server';
import { DEAD_REDIS_URL, TestEnvironment } from './support/test-env';

async function healthz(worker: INestApplicationContext, path = '/healthz'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${worker.get(WorkerHealthServer).port}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('the worker liveness listener (WORKER_HEALTH_PORT, GET /healthz)', () => {
  const env = new TestEnvironment();

  beforeAll(() => env.setUp());
  afterAll(() => env.dispose());

  it('answers 200 while the queue workers run, 503 naming the one that stopped', async () => {
    const worker = await env.startWorker('smtp://127.0.0.1:1');
    expect(await healthz(worker)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await healthz(worker, '/other')).toEqual({ status: 404, body: { statusCode: 404, message: 'Not found' } });

    await worker.get(EmailProcessor).worker.close();
    expect(await healthz(worker)).toEqual({
      status: 503,
      body: { statusCode: 503, status: 'error', message: expect.stringMatching(/^Queue workers not running: .*email/) },
    });
  });

  it('stays 200 while Redis is unreachable: BullMQ reconnects by itself, a restart would not help', async () => {
    const worker = await env.startWorkerWith({ REDIS_URL: DEAD_REDIS_URL });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await healthz(worker)).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
