/** The daily membership rules have their own small queue, kept apart from the digests' (one module, one job). */
export const MEMBERSHIP_LIFECYCLE_QUEUE = 'membership-lifecycle';

/** One scheduler for all workers: upserting it again (every worker start) changes nothing. */
export const MEMBERSHIP_LIFECYCLE_SCHEDULER_ID = 'membership-lifecycle-daily';

/** 06:15 on the theater's clock: before the office opens, after the night's digests. */
export const MEMBERSHIP_LIFECYCLE_PATTERN = '15 6 * * *';

/** Nothing travels in the job: each run reads the members and the clock. */
export type MembershipLifecycleJobData = Record<string, never>;
