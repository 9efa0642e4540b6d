/** The rollout rule has its own small queue: one repeating job, judged by whichever worker takes it. */
export const ROLLOUT_RULE_QUEUE = 'remote-rollouts';

/** One scheduler for all workers: upserting it again (every worker start) changes nothing. */
export const ROLLOUT_RULE_SCHEDULER_ID = 'remote-rollout-rule';

/**
 * How often staged releases are judged. Short, so a broken version is taken back within seconds of its window showing
 * it; a run with no rollout under way is one small query.
 */
export const ROLLOUT_RULE_EVERY_MS = 5_000;
