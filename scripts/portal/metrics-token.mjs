import { keptSecret } from './kept-secret.mjs';

export const METRICS_TOKEN_FILE = '.greenroom/metrics-token';

/**
 * Prometheus' credential for this installation, kept in .greenroom/metrics-token: with it the API opens its metrics
 * port and the worker serves /metrics beside its liveness (without one the API has no metrics port and the worker
 * answers 403). A METRICS_TOKEN set in the environment wins.
 */
export function metricsTokenEnv(workspaceRoot, say) {
  if (process.env.METRICS_TOKEN) return {};
  return { METRICS_TOKEN: keptSecret(workspaceRoot, 'metrics-token', 'this installation’s metrics token', say) };
}
