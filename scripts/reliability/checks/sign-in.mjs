// Signing in as a member does: check the address, ask for a link, open the link from the e-mail.
import { call } from '../http.mjs';

export const LINK_SUBJECT = 'login link';

/** The sign-in token in a link e-mail as the sink keeps it (quoted-printable undone). */
export function linkToken(mail) {
  return /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
}

/**
 * Asks `apiUrl` for a sign-in link for `email` (the first member choice); returns the answer. `clientIp` is
 * sent as X-Forwarded-For, which the API takes from a proxy it trusts (the suite calls from loopback).
 */
export async function requestLink(apiUrl, email, clientIp) {
  const headers = clientIp ? { 'x-forwarded-for': clientIp } : {};
  const check = await call(apiUrl, 'POST', '/api/auth/check-email', { json: { email }, headers });
  if (check.status !== 200) return check;
  const [choice] = check.body.members ?? [];
  return call(apiUrl, 'POST', '/api/auth/request-link', { json: { email, choice: choice?.choice }, headers });
}

/** Signs in through the e-mailed link: the link is asked of `requestUrl` and opened on `verifyUrl`. */
export async function signIn(sink, email, requestUrl, verifyUrl = requestUrl) {
  const before = sink.messagesTo(email, LINK_SUBJECT).length;
  const asked = await requestLink(requestUrl, email);
  if (asked.status !== 200) throw new Error(`request-link for ${email} answered ${asked.status} ${asked.text.slice(0, 200)}`);
  const mail = await sink.waitFor(email, { subjectPart: LINK_SUBJECT, after: before });
  const token = linkToken(mail);
  if (!token) throw new Error(`no sign-in token in the e-mail to ${email}`);
  const verified = await call(verifyUrl, 'POST', '/api/auth/verify-token', { json: { token } });
  if (verified.status !== 200) throw new Error(`verify-token answered ${verified.status} ${verified.text.slice(0, 200)}`);
  return verified.body.token;
}
