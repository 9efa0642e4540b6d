import { z } from 'zod';
import { EmailSchema } from '../common/email';
import type { Member } from '../members/member';

export const CheckEmailRequestSchema = z.object({ email: EmailSchema });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequestSchema>;

/** Opaque, random, single-use handle for one name of one e-mail check; it expires after a few minutes. */
const SignInChoiceSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'choice must be a sign-in choice from check-email' });

/** One member who signs in with the checked e-mail: a first name to show and the handle to send back. */
export interface LoginMatch {
  choice: string;
  firstName: string;
}

export interface CheckEmailResponse {
  exists: boolean;
  members: LoginMatch[];
  message?: string;
}

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

export interface RequestLinkResponse {
  message: string;
}

export const VerifyTokenRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Invalid login link. Missing token.' }),
});
export type VerifyTokenRequest = z.infer<typeof VerifyTokenRequestSchema>;

export interface VerifyTokenResponse {
  member: Member;
  /** Session token: send it as `Authorization: Bearer <token>` on every later call. */
  token: string;
  message: string;
}

export interface LogoutResponse {
  message: string;
}

/** Login links are valid this long and used once. */
export const LOGIN_LINK_TTL_MINUTES = 20;
/** Sessions end after this long without a request, and in any case after the absolute cap. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
