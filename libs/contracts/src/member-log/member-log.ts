import { z } from 'zod';
/** What the API writes to the member log; the Member Log Report shows these texts as they are. */
export const MEMBER_LOG_ACTIONS = {
  loginLinkRequested: 'Login Link Requested',
  login: 'Login',
  logout: 'Logout',
  sessionTimeout: 'Session Timeout',
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

/** One row of the member log, as the spec spells it. `timestamp` is an ISO date-time. */
export const MemberLogEntrySchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  action_type: z.string(),
  login_result: z.string(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
});
export type MemberLogEntry = z.infer<typeof MemberLogEntrySchema>;

/** GET /api/membership/member-log: the rows, newest first. */
export const MemberLogResponseSchema = z.array(MemberLogEntrySchema);
export type MemberLogResponse = z.infer<typeof MemberLogResponseSchema>;
