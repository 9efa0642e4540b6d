// A duplicate can be born before any send: two recipient rows for one member in one campaign. (Two members may
// share an address — a couple's — and then get one copy each: that is not a duplicate, and the sink count expects it.)

/** Recipient rows of the campaign beyond the first for the same member (0 when each member has one row). */
export async function repeatedRows(db, campaign) {
  const { rows } = await db.query(
    `SELECT coalesce(sum(n - 1), 0)::int AS extra FROM (
       SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY coalesce(member_id::text, lower(email))) AS per_member`,
    [campaign.campaignId],
  );
  return rows[0].extra;
}
