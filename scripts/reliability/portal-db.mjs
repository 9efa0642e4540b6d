// What a test run writes straight into the portal's database: a campaign audience and sessions for members,
// so checks do not spend their minutes (or the sign-in rate limits) on e-mailed links. Shared by the
// reliability suite and `npm run test:deploy`.
import { createHash, randomBytes } from 'node:crypto';

/** Adds `count` Active members `audience-<n>@<domain>` (a campaign's recipients). */
export async function addAudience(db, count, domain) {
  await db.query(
    `INSERT INTO members (email, first_name, last_name, membership_status)
     SELECT 'audience-' || n || '@' || $2, 'Audience' || n, 'Reliability', 'Active' FROM generate_series(1, $1::int) AS n`,
    [count, domain],
  );
}

/** Opens a one-day session for the member, as a verified sign-in link would; resolves to its bearer token. */
export async function openSession(db, memberId) {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, now(), now(), now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), memberId],
  );
  return token;
}

/** The first Active Admin by address ({ id, email }): who sends the campaigns. */
export async function firstAdmin(db) {
  const { rows } = await db.query(
    `SELECT id, email FROM members WHERE portal_permission = 'Admin' AND membership_status = 'Active' AND deleted_at IS NULL ORDER BY email LIMIT 1`,
  );
  if (!rows.length) throw new Error('no Active Admin in the database (was the seed run?)');
  return rows[0];
}
