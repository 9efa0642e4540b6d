// A duplicate can be born before any send: two recipient rows for one address in one campaign.

/** Recipient rows of the campaign beyond the first for the same address (0 when each address has one row). */
export async function repeatedRows(db, campaign) {
  const { rows } = await db.query(
    `SELECT coalesce(sum(n - 1), 0)::int AS extra FROM (
       SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY lower(email)) AS per_address`,
    [campaign.campaignId],
  );
  return rows[0].extra;
}
