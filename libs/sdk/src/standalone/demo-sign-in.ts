import { checkEmailRoute, requestLinkRoute, verifyTokenRoute, type Member } from '@greenroom/contracts';
import { z } from 'zod';
import { apiFetch } from '../api/api-fetch';
import { signIn } from '../session/session-store';

/** The seeded demo accounts (api/src/seed/seed-members.ts), one per role, as `npm start` seeds them. */
export const DEMO_ACCOUNTS = [
  { role: 'Member', email: 'member@greenroom.test' },
  { role: 'Leader', email: 'leader@greenroom.test' },
  { role: 'Board', email: 'board@greenroom.test' },
  { role: 'Admin', email: 'admin@greenroom.test' },
] as const;

/** Where a remote's dev server proxies the mail catcher's web API (tools/mf: MailDev's GET /email). */
export const MAIL_CATCHER_PATH = '/mail-catcher';

const CaughtMailSchema = z.object({
  to: z.array(z.object({ address: z.string() })),
  date: z.string(),
  html: z.string().optional(),
  text: z.string().optional(),
});

const LINK_TOKEN = /\/verify-login\?token=([A-Za-z0-9_-]{43})/;

export interface DemoSignInOptions {
  /** How long to wait for the e-mail to reach the mail catcher (the worker sends it from the queue). */
  timeoutMs?: number;
  pollMs?: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the newest sign-in link to `email` that arrived after `since`, or null. */
async function linkTokenIn(email: string, since: number): Promise<string | null> {
  const response = await fetch(`${MAIL_CATCHER_PATH}/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}: is \`npm start\` (or MailDev) running?`);
  const mails = z.array(CaughtMailSchema).parse(await response.json());
  const mail = mails
    .filter((caught) => caught.to.some((to) => to.address.toLowerCase() === email) && new Date(caught.date).getTime() >= since - 1000)
    .at(-1);
  return mail ? (LINK_TOKEN.exec(`${mail.html ?? ''}\n${mail.text ?? ''}`)?.[1] ?? null) : null;
}

/**
 * Signs the standalone harness in as a seeded demo account the way a member signs in, with no route of its own on
 * the API: asks for a sign-in link, reads it from the mail catcher (which exists only on a developer's machine) and
 * spends it. The API and its worker must be running (`npm start`, or `npm run start -w api` with MailDev).
 */
export async function signInAsDemo(email: string, { timeoutMs = 30_000, pollMs = 500 }: DemoSignInOptions = {}): Promise<Member> {
  const since = Date.now();
  const check = await apiFetch(checkEmailRoute, { body: { email } });
  const [first] = check.members;
  if (!first) throw new Error(`No seeded member has the e-mail ${email}: was the database seeded?`);
  await apiFetch(requestLinkRoute, { body: { email, choice: first.choice } });

  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await delay(pollMs)) {
    const token = await linkTokenIn(email, since);
    if (token) {
      const verified = await apiFetch(verifyTokenRoute, { body: { token } });
      signIn(verified.member, verified.token);
      return verified.member;
    }
  }
  throw new Error(`No sign-in link for ${email} reached the mail catcher in ${timeoutMs / 1000} s: is the worker running?`);
}
