import { z } from 'zod';
import { MessageResponseSchema } from '../common/responses';
import { EmailSchema } from '../common/email';
import { MemberSchema } from '../members/member';

export const CheckEmailRequestSchema = z.object({ email: EmailSchema });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequestSchema>;

/** Opaque, random, single-use handle for one name of one e-mail check; it expires after a few minutes. */
const SignInChoiceSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'choice must be a sign-in choice from check-email' });

/** One member who signs in with the checked e-mail: a first name to show and the handle to send back. */
export const LoginMatchSchema = z.object({
  choice: z.string(),
  firstName: z.string(),
});
export type LoginMatch = z.infer<typeof LoginMatchSchema>;

export const CheckEmailResponseSchema = z.object({
  exists: z.boolean(),
  members: z.array(LoginMatchSchema),
  message: z.string().optional(),
  /**
   * True when no member signs in with the address but an application from it waits for the office: the visitor is
   * told to wait, not to apply again (/join already tells anyone who tries the address that much).
   */
  applicationWaiting: z.boolean().optional(),
});
export type CheckEmailResponse = z.infer<typeof CheckEmailResponseSchema>;

/** check-email's message for an address whose application waits for the office (a Pending member). */
export const APPLICATION_WAITING_MESSAGE = 'An application from this address is waiting for the office.';

export const RequestLinkRequestSchema = z.object({
  email: EmailSchema,
  /** The `choice` of the picked name from this e-mail's check (member ids are never handed out). */
  choice: SignInChoiceSchema,
  /** Where the verify page sends the member after sign-in; only same-site paths are kept. */
  redirect: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, { message: 'redirect must be a path on this site' })
    .max(500)
    .optional(),
});
export type RequestLinkRequest = z.infer<typeof RequestLinkRequestSchema>;

export const RequestLinkResponseSchema = MessageResponseSchema;
export type RequestLinkResponse = z.infer<typeof RequestLinkResponseSchema>;

export const VerifyTokenRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Invalid login link. Missing token.' }),
});
export type VerifyTokenRequest = z.infer<typeof VerifyTokenRequestSchema>;

export const VerifyTokenResponseSchema = z.object({
  member: MemberSchema,
  /** Session token: send it as `Authorization: Bearer <token>` on every later call. */
  token: z.string(),
  message: z.string(),
});
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponseSchema>;

export const LogoutResponseSchema = MessageResponseSchema;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;
/** POST /api/auth/keep-alive: the member is at work in the browser (typing counts), so the session's idle clock restarts. */
export const KeepAliveResponseSchema = MessageResponseSchema;
export type KeepAliveResponse = z.infer<typeof KeepAliveResponseSchema>;

/** Login links are valid this long and used once. */
export const LOGIN_LINK_TTL_MINUTES = 20;
/** Sessions end after this long without a request, and in any case after the absolute cap. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
