// Whether the member search meets its goal against the floor measured in the same run (bench:search).

/**
 * The goal, as ratios to the floor measured in the same run (absolute times on a shared 2-core machine vary): HTTP
 * search throughput at least half the floor's, p95 at most twice the floor's, no error.
 */
export const GOAL = { throughput: 0.5, p95: 2 };

/** The HTTP search against the floor: both ratios, met or not, and by how much. */
export function againstFloor(http, floor) {
  const throughput = http.requestsPerSecond / floor.requestsPerSecond;
  const p95 = http.p95 / floor.p95;
  const misses = [
    throughput < GOAL.throughput &&
      `throughput short by ${(GOAL.throughput - throughput).toFixed(2)} (x${(GOAL.throughput / throughput).toFixed(1)} needed)`,
    p95 > GOAL.p95 && `p95 over by ${(p95 - GOAL.p95).toFixed(2)}x the floor's (x${(p95 / GOAL.p95).toFixed(1)} too slow)`,
    http.errors > 0 && `${http.errors} errors`,
  ].filter(Boolean);
  return { throughput, p95, met: misses.length === 0, verdict: misses.length === 0 ? 'PASS' : `MISS: ${misses.join(', ')}` };
}
