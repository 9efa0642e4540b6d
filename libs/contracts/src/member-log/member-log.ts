import { z } from 'zod';
/** What the API writes to the member log; the Member Log Report shows these texts as they are. */
export const MEMBER_LOG_ACTIONS = {
  loginLinkRequested: 'Login Link Requested',
  login: 'Login',
  logout: 'Logout',
  /** The member ended every session of theirs at once ("Logout everywhere"). */
  logoutEverywhere: 'Logout Everywhere',
  sessionTimeout: 'Session Timeout',
  memberUpdated: 'Member Updated',
  ownRecordUpdated: 'Own Record Updated',
  subscriptionsChanged: 'Subscriptions Changed',
  unsubscribed: 'Unsubscribed',
  memberDeleted: 'Member Deleted',
  membershipApproved: 'Membership Approved',
  duesPaid: 'Dues Paid',
  membershipLapsed: 'Membership Lapsed',
  applicationRemoved: 'Application Removed',
} as const;
export type MemberLogAction = (typeof MEMBER_LOG_ACTIONS)[keyof typeof MEMBER_LOG_ACTIONS];

export const LOGIN_RESULTS = {
  success: 'Success',
  linkSent: 'Link Sent',
  rateLimited: 'Rate Limited',
  unknownMember: 'Unknown Member',
  invalidToken: 'Invalid Token',
  expiredToken: 'Expired Token',
  reusedToken: 'Reused Token',
  inactiveMember: 'Inactive Member',
  expired: 'Expired',
} as const;
export type LoginResult = (typeof LOGIN_RESULTS)[keyof typeof LOGIN_RESULTS];

/**
 * The Member Log Report's type choice: which action types each shows. The spec's report is sign-ins; changes,
 * unsubscribes and deletions share its table (the delete dialog promises "the history is kept").
 */
export const MEMBER_LOG_TYPES = {
  'Sign-ins': [
    MEMBER_LOG_ACTIONS.loginLinkRequested,
    MEMBER_LOG_ACTIONS.login,
    MEMBER_LOG_ACTIONS.logout,
    MEMBER_LOG_ACTIONS.logoutEverywhere,
    MEMBER_LOG_ACTIONS.sessionTimeout,
  ],
  'Record changes': [MEMBER_LOG_ACTIONS.memberUpdated, MEMBER_LOG_ACTIONS.ownRecordUpdated, MEMBER_LOG_ACTIONS.subscriptionsChanged],
  Unsubscribes: [MEMBER_LOG_ACTIONS.unsubscribed],
  Deletions: [MEMBER_LOG_ACTIONS.memberDeleted],
  Membership: [
    MEMBER_LOG_ACTIONS.membershipApproved,
    MEMBER_LOG_ACTIONS.duesPaid,
    MEMBER_LOG_ACTIONS.membershipLapsed,
    MEMBER_LOG_ACTIONS.applicationRemoved,
  ],
} as const satisfies Record<string, readonly MemberLogAction[]>;
export type MemberLogType = keyof typeof MEMBER_LOG_TYPES;

/** One changed field of a record, in the spec's field name, before and after as text ('' for empty). */
export const MemberFieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type MemberFieldChange = z.infer<typeof MemberFieldChangeSchema>;

/** One row of the member log, as the spec spells it. `timestamp` is an ISO date-time. */
export const MemberLogEntrySchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  action_type: z.string(),
  login_result: z.string(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** Who made a change: the signed-in member's e-mail; null for sign-ins and for a link followed from an e-mail. */
  changed_by: z.string().nullable(),
  /** The fields a change touched; empty for every other entry. */
  changes: z.array(MemberFieldChangeSchema),
});
export type MemberLogEntry = z.infer<typeof MemberLogEntrySchema>;

/** GET /api/membership/member-log: the rows, newest first. */
export const MemberLogResponseSchema = z.array(MemberLogEntrySchema);
export type MemberLogResponse = z.infer<typeof MemberLogResponseSchema>;
