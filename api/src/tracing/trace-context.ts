import { AsyncLocalStorage } from 'node:async_hooks';

/** The request (or job) whose work is running: what a queued job carries on, so its log lines name the request. */
interface Trace {
  requestId: string;
}

const traces = new AsyncLocalStorage<Trace>();

/** Job data's tracing field, beside the job's own fields. */
export interface TracedJobData {
  requestId?: string;
}

export function runTraced<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? traces.run({ requestId }, work) : work();
}

/** The data with the running request's id added (unchanged outside any request or job). */
export function traced<T extends object>(data: T): T & TracedJobData {
  const requestId = traces.getStore()?.requestId;
  return requestId ? { ...data, requestId } : data;
}
