// The digests' on/off switch, used as the Admin uses it (the management screen's call): it writes PostgreSQL, which
// a scheduled run and the workers' sweep go by, and the schedule in Redis.
import { call } from './http.mjs';

export async function toggleDigest({ shellUrl, adminToken }, type, enabled) {
  const answer = await call(shellUrl, 'POST', '/api/toggle-email-scheduler', { token: adminToken, json: { type, enabled } });
  if (answer.status !== 200) throw new Error(`toggling the ${type} digest answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}
